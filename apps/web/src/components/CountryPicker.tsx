import { countryForCode, countryOptions } from '@arcadia/contract/system';
import { NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';

type Props = {
  label: string;
  countries: readonly { countryCode: string; countryDialingCode: string }[];
  /** The dialling code the form holds and sends. */
  value: string;
  onChange: (dialingCode: string) => void;
  error?: string;
};

/**
 * Country and dialling code before a mobile number, with flags (spec 001 §2). The select's value is
 * the country, so Canada stays Canada although it shares +1 with the US; the form gets the code.
 * A native select: every keyboard and screen reader works.
 */
export function CountryPicker({ label, countries, value, onChange, error }: Props) {
  const options = useMemo(() => countryOptions(countries), [countries]);
  const [chosen, setChosen] = useState<string>();
  const country = countryForCode(countries, value, chosen);
  const data = country || !value ? options : [{ value: '', label: `+${value}`, dialingCode: value }, ...options];
  return (
    <NativeSelect
      label={label}
      value={country ?? ''}
      onChange={(e) => {
        const picked = options.find((o) => o.value === e.currentTarget.value);
        if (!picked) return;
        setChosen(picked.value);
        onChange(picked.dialingCode);
      }}
      data={data.map(({ value: v, label: l }) => ({ value: v, label: l }))}
      error={error}
      errorProps={{ role: 'alert' }}
      w={{ base: 130, xs: 150 }}
      data-testid="country-picker"
    />
  );
}
