import { useTranslation } from 'react-i18next';
import { CountryPicker } from '../../../components/CountryPicker';

export type CountryOption = { countryCode: string; countryDialingCode: string };

/** Country dialling code for mobile and SMS login: the shared picker (flags; one entry per country). */
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
  return <CountryPicker label={t('field.countryCode')} countries={countries} value={value} onChange={onChange} error={error} />;
}
