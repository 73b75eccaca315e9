import { ERROR_CODES } from '@arcadia/contract';
import type { Whitelabel } from '@arcadia/contract/system';
import { AppError } from '../../platform/http/app-error.js';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/**
 * The country calling code a member's mobile number takes (spec 000 whitelabel flag
 * UPDATEMOBILEICC3). Off, the forms offer no country picker and the merchant's code applies; a
 * different code sent to the API anyway is refused (feature_disabled, 403, ADR 036/044), so the
 * server never holds or texts a number the site says it does not accept. Every path that takes a
 * number — registration and its code, mobile and SMS-code login and its code, binding a mobile,
 * recovery by SMS, the SMS second factor — asks this one rule through `SystemService.mobileCountryCode`.
 */
export function mobileCountryCode(
  given: string | null | undefined,
  merchantDefault: string,
  flags: Pick<Whitelabel, 'UPDATEMOBILEICC3'>,
): string {
  const code = digits(given);
  const fallback = digits(merchantDefault);
  if (code && code !== fallback && !flags.UPDATEMOBILEICC3) throw new AppError(ERROR_CODES.featureDisabled, 403);
  return code || fallback;
}
