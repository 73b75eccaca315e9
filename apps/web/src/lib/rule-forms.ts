import { Big } from '@arcadia/contract';
import type { z } from 'zod';

/**
 * What the rule pages' forms share (ADR 045): what the operator typed, turned into the contract's
 * payload and checked with the contract's own schema before anything is sent, so the page and the
 * server refuse the same things. Errors are i18n keys `errors.*` of the page's own namespace, by field
 * path. Below the features: referral, rebates and the reward centre check their forms with it (ADR 054).
 */
export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The schemas' own error codes that have a text of their own; anything else reads "check this value". */
const KNOWN = new Set(['amount_invalid', 'rate_invalid', 'timezone_invalid', 'nothing_changed']);

export function check<S extends z.ZodType>(schema: S, value: unknown): Checked<z.infer<S>> {
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
