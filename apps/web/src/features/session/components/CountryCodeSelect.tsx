import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CountryOption = { countryCode: string; countryDialingCode: string };

/** Country dialling code for mobile and SMS login (a native select: works with every keyboard and screen reader). */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
  error,
}: {
  countries: readonly CountryOption[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('session');
  const data = countries.map((c) => ({ value: c.countryDialingCode, label: `+${c.countryDialingCode} ${c.countryCode}` }));
  // Several countries share a code (US and CA: 1): keep the first of each.
  const unique = data.filter((d, i) => data.findIndex((x) => x.value === d.value) === i);
  if (value && !unique.some((d) => d.value === value)) unique.unshift({ value, label: `+${value}` });
  return (
    <NativeSelect
      label={t('field.countryCode')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={unique}
      error={error}
      errorProps={{ role: 'alert' }}
      w={{ base: 110, xs: 130 }}
    />
  );
}
