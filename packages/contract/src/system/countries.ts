/**
 * Country dialling codes for the country selector (`GET /wps/system/country`). ISO 3166-1
 * alpha-2 code and ITU dialling code; the markets these brands serve come first.
 */
const RAW =
  'CN:86 TW:886 HK:852 MO:853 JP:81 KR:82 TH:66 VN:84 MY:60 SG:65 ID:62 PH:63 KH:855 LA:856 MM:95 IN:91 BD:880 PK:92 LK:94 NP:977 ' +
  'BR:55 AR:54 MX:52 CL:56 CO:57 PE:51 US:1 CA:1 GB:44 IE:353 FR:33 DE:49 IT:39 ES:34 PT:351 NL:31 BE:32 CH:41 AT:43 SE:46 ' +
  'NO:47 DK:45 FI:358 PL:48 CZ:420 HU:36 RO:40 GR:30 TR:90 RU:7 UA:380 AE:971 SA:966 QA:974 KW:965 IL:972 EG:20 ZA:27 NG:234 KE:254 ' +
  'AU:61 NZ:64 MN:976 KZ:7 UZ:998 BN:673 TL:670 MV:960';

export type Country = { countryCode: string; countryDialingCode: string };

export const COUNTRIES: readonly Country[] = RAW.split(' ').map((pair) => {
  const [countryCode, countryDialingCode] = pair.split(':') as [string, string];
  return { countryCode, countryDialingCode };
});

/** A country's flag as an emoji (its two regional-indicator letters): no image to download. */
export function flagOf(countryCode: string): string {
  return /^[A-Za-z]{2}$/.test(countryCode)
    ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '';
}

export type CountryOption = { value: string; label: string; dialingCode: string };

/**
 * The country picker's options (spec 001 §2 "country dialling-code selector with flags"). The value
 * is the country, not its code: countries that share a code (US and CA: +1, RU and KZ: +7) stay
 * distinct, and the form sends the chosen country's code.
 */
export function countryOptions(countries: readonly Country[]): CountryOption[] {
  const seen = new Set<string>();
  return countries
    .filter((c) => !seen.has(c.countryCode) && seen.add(c.countryCode))
    .map((c) => ({
      value: c.countryCode,
      label: `${flagOf(c.countryCode)} ${c.countryCode} +${c.countryDialingCode}`,
      dialingCode: c.countryDialingCode,
    }));
}

/** The country shown for a dialling code: the one chosen when it still has that code, else the first with it. */
export function countryForCode(countries: readonly Country[], dialingCode: string, chosen?: string): string | undefined {
  const match = countries.filter((c) => c.countryDialingCode === dialingCode);
  return (match.find((c) => c.countryCode === chosen) ?? match[0])?.countryCode;
}
