import { Big } from '@arcadia/contract';
import { KYC_LEVEL_DOCUMENTS, type KycLevel, type KycSettings, kycRank } from '@arcadia/contract/kyc';

/** The level a set of approved document types gives (pure, unit-tested). */
export function levelOf(approved: ReadonlySet<string>): KycLevel {
  const has = (types: readonly string[]) => types.every((t) => approved.has(t));
  if (has(KYC_LEVEL_DOCUMENTS.FULL)) return 'FULL';
  if (has(KYC_LEVEL_DOCUMENTS.BASIC)) return 'BASIC';
  return 'NONE';
}

/**
 * The level a withdrawal of `amount` needs, given the member's approved deposits so far; NONE when
 * the merchant asks nothing. "Above" is strict: a threshold of 1000 lets 1000 through.
 */
export function levelNeeded(settings: KycSettings, amount: string, approvedDeposits: string): KycLevel {
  const over = (limit: string | null, value: string) => limit !== null && new Big(value).gt(limit);
  if (over(settings.withdrawFullOver, amount) || over(settings.depositsFullOver, approvedDeposits)) return 'FULL';
  if (over(settings.withdrawBasicOver, amount)) return 'BASIC';
  return 'NONE';
}

export const meets = (has: KycLevel, needs: KycLevel) => kycRank(has) >= kycRank(needs);

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD); null for an impossible date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  if (dateOfBirth > today || y < 1900) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  // A member born on 29 February turns a year older on 1 March in common years.
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
