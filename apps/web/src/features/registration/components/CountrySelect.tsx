import { CountryPicker } from '../../../components/CountryPicker';

type Props = {
  label: string;
  countries: readonly { countryCode: string; countryDialingCode: string }[];
  value: string;
  onChange: (code: string) => void;
};

/** Country dialling code before the mobile number: the shared picker (flags; one entry per country). */
export function CountrySelect(props: Props) {
  return <CountryPicker {...props} />;
}
