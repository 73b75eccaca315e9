import { Big } from '@arcadia/contract';
import { REBATE_PRODUCT_TYPES, type RebateProductType, setRebateRatesSchema } from '@arcadia/contract/rebates';
import { type Checked, check, type FieldErrors, toFraction, toPercent } from '../../../../lib/rule-forms';

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
