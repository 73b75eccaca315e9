import { NativeSelect } from '@mantine/core';

type Props = {
  label: string;
  countries: readonly { countryCode: string; countryDialingCode: string }[];
  value: string;
  onChange: (code: string) => void;
};

/** Country dialling code before the mobile number (a native select: every keyboard and screen reader works). */
export function CountrySelect({ label, countries, value, onChange }: Props) {
  const data = countries.map((c) => ({ value: c.countryDialingCode, label: `+${c.countryDialingCode} ${c.countryCode}` }));
  // Several countries share a code (US and CA: 1): keep the first of each.
  const unique = data.filter((d, i) => data.findIndex((x) => x.value === d.value) === i);
  if (value && !unique.some((d) => d.value === value)) unique.unshift({ value, label: `+${value}` });
  return (
    <NativeSelect label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} data={unique} w={{ base: 110, xs: 130 }} />
  );
}
