import { Big } from '@arcadia/contract';
import { REBATE_PRODUCT_TYPES, type RebateProductType, setRebateRatesSchema } from '@arcadia/contract/rebates';
import { type ReferralSettings, referralSettingsSchema } from '@arcadia/contract/referral';
import { type RewardCentreSettings, rewardCentreSettingsSchema } from '@arcadia/contract/reward-centre';
import type { z } from 'zod';

/**
 * The rule pages' forms (ADR 045): what the operator typed, turned into the contract's payload and
 * checked with the contract's own schema before anything is sent, so the page and the server refuse
 * the same things. Errors are i18n keys of `ops/rewards` (`errors.*`), by field path.
 */
export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The schemas' own error codes that have a text of their own; anything else reads "check this value". */
const KNOWN = new Set(['amount_invalid', 'rate_invalid', 'timezone_invalid', 'nothing_changed']);

function check<S extends z.ZodType>(schema: S, value: unknown): Checked<z.infer<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= `errors.${KNOWN.has(issue.message) ? issue.message : 'invalid'}`;
  }
  return { ok: false, errors };
}

/** A stored amount ("8.0000") as an operator types it ("8"). */
export const plainAmount = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** Rates are fractions of turnover (0.008); operators think in percent (0.8). */
export const toPercent = (fraction: string) => new Big(fraction).times(100).toString();

/**
 * A percent as typed ("0.8", " 1.25 ") → the fraction the contract takes ("0.008000"). Anything
 * that is not 0–999 with at most 4 decimals becomes a value the schema refuses (`rate_invalid`):
 * passed on as typed, "0.00001" % would read as a valid fraction a thousand times too large.
 */
export function toFraction(percent: string): string {
  const p = percent.trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(p)) return 'invalid';
  return new Big(p).div(100).toFixed(6);
}

/* ---------- referral terms ---------- */

export type ReferralForm = { enabled: boolean; reward: string; minDeposit: string };

export const referralForm = (s: ReferralSettings): ReferralForm => ({
  enabled: s.enabled,
  reward: plainAmount(s.reward),
  minDeposit: plainAmount(s.minDeposit),
});

export const checkReferral = (f: ReferralForm): Checked<ReferralSettings> =>
  check(referralSettingsSchema, { enabled: f.enabled, reward: f.reward.trim(), minDeposit: f.minDeposit.trim() });

/* ---------- rebate rates ---------- */

/** Percent per product; every product is listed, one without a stored rate at 0 (it pays none). */
export type RatesForm = Record<RebateProductType, string>;

export function ratesForm(rates: { productType: RebateProductType; rate: string }[]): RatesForm {
  const stored = new Map(rates.map((r) => [r.productType, r.rate]));
  return Object.fromEntries(REBATE_PRODUCT_TYPES.map((p) => [p, toPercent(stored.get(p) ?? '0')])) as RatesForm;
}

/**
 * Only the rates that change are sent: the request the second operator sees then names just those
 * (the server keeps the others). Nothing changed is an error of its own, not an empty save.
 */
export function checkRates(f: RatesForm, current: RatesForm): Checked<{ rates: { productType: RebateProductType; rate: string }[] }> {
  const errors: FieldErrors = {};
  const rates: { productType: RebateProductType; rate: string }[] = [];
  for (const p of REBATE_PRODUCT_TYPES) {
    const rate = toFraction(f[p]);
    const one = check(setRebateRatesSchema, { rates: [{ productType: p, rate }] });
    if (!one.ok) errors[p] = one.errors['rates.0.rate'] ?? 'errors.invalid';
    else if (!new Big(rate).eq(toFraction(current[p]))) rates.push({ productType: p, rate });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (rates.length === 0) return { ok: false, errors: { form: 'errors.nothing_changed' } };
  return check(setRebateRatesSchema, { rates });
}

/* ---------- reward-centre rules ---------- */

export type RewardCentreForm = {
  timezone: string;
  signInEnabled: boolean;
  /** Day 1, 2, …: the streak cycle. */
  signInAmounts: string[];
  firstDepositEnabled: boolean;
  firstDeposit: string;
  firstBetEnabled: boolean;
  firstBet: string;
  rescueEnabled: boolean;
  rescuePeriod: 'DAY' | 'WEEK';
  rescueThreshold: string;
  /** Percent of the net loss. */
  rescueRate: string;
  rescueMax: string;
};

export const rewardCentreForm = (s: RewardCentreSettings): RewardCentreForm => ({
  timezone: s.timezone,
  signInEnabled: s.signIn.enabled,
  signInAmounts: s.signIn.amounts.map(plainAmount),
  firstDepositEnabled: s.newbie.firstDeposit.enabled,
  firstDeposit: plainAmount(s.newbie.firstDeposit.amount),
  firstBetEnabled: s.newbie.firstBet.enabled,
  firstBet: plainAmount(s.newbie.firstBet.amount),
  rescueEnabled: s.rescue.enabled,
  rescuePeriod: s.rescue.period,
  rescueThreshold: plainAmount(s.rescue.threshold),
  rescueRate: toPercent(s.rescue.rate),
  rescueMax: plainAmount(s.rescue.maxBonus),
});

/** The server refuses a zone the runtime does not know (`reward_timezone_invalid`); so does the page. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function checkRewardCentre(f: RewardCentreForm): Checked<RewardCentreSettings> {
  const checked = check(rewardCentreSettingsSchema, {
    timezone: f.timezone.trim(),
    signIn: { enabled: f.signInEnabled, amounts: f.signInAmounts.map((a) => a.trim()) },
    newbie: {
      firstDeposit: { enabled: f.firstDepositEnabled, amount: f.firstDeposit.trim() },
      firstBet: { enabled: f.firstBetEnabled, amount: f.firstBet.trim() },
    },
    rescue: {
      enabled: f.rescueEnabled,
      period: f.rescuePeriod,
      threshold: f.rescueThreshold.trim(),
      rate: toFraction(f.rescueRate),
      maxBonus: f.rescueMax.trim(),
    },
  });
  const zoneOk = f.timezone.trim() !== '' && knownZone(f.timezone.trim());
  if (checked.ok && zoneOk) return checked;
  const errors = checked.ok ? {} : { ...checked.errors };
  if (!zoneOk) errors.timezone = 'errors.timezone_invalid';
  return { ok: false, errors };
}
