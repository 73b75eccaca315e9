import { z } from 'zod';
import { amountSchema } from '../wallet/index.js';

export const REBATE_ERRORS = {
  nothingToClaim: 'rebate_nothing_to_claim',
  disabled: 'rebate_disabled',
} as const;

/** Product types a rebate rate applies to (the game categories of spec 001 §1). */
export const REBATE_PRODUCT_TYPES = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'LOTTERY', 'ESPORTS'] as const;
export const rebateProductTypeSchema = z.enum(REBATE_PRODUCT_TYPES);
export type RebateProductType = z.infer<typeof rebateProductTypeSchema>;

/** A rate is a fraction of turnover: 0.008 pays 0.8 % of the stake back. */
export const rebateRateValueSchema = z.string().regex(/^0(\.\d{1,6})?$|^1(\.0{1,6})?$/, 'rate_invalid');

/** getRebate: the merchant's rates (MYRBT3 "my rebate"). */
export const rebateRatesSchema = z.array(z.object({ productType: rebateProductTypeSchema, rate: z.string() }));
export const setRebateRatesSchema = z.object({
  rates: z.array(z.object({ productType: rebateProductTypeSchema, rate: rebateRateValueSchema })).min(1),
});
/** How many product types the rate change set. */
export const setRebateRatesResultSchema = z.object({ updated: z.number() });

/** bonusDetails: accrued rebate not yet claimed, by product, and the member's claims. */
export const rebateDetailsSchema = z.object({
  unclaimed: amountSchema,
  byProduct: z.array(z.object({ productType: rebateProductTypeSchema, turnover: amountSchema, rebate: amountSchema })),
  claims: z.array(z.object({ id: z.number().int(), amount: amountSchema, createdAt: z.string() })),
});
export type RebateDetails = z.infer<typeof rebateDetailsSchema>;

export const rebateClaimSchema = z.object({ id: z.number().int(), amount: amountSchema, transactionId: z.number().int() });
