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
