import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The merchant's rebate rate per product type (a fraction of turnover). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id').notNull(),
    productType: varchar('product_type', { length: 20 }).notNull(),
    rate: numeric('rate', { precision: 8, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.productType] }), check('rebate_rates_range', sql`${t.rate} >= 0 and ${t.rate} <= 1`)],
);

/** A member's claim of everything accrued so far (manualRebate), paid by one keyed wallet credit. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rebate_claims_member').on(t.merchantId, t.memberId, t.id), check('rebate_claims_amount', sql`${t.amount} >= 0`)],
);

/**
 * Rebate earned by one settled bet: turnover × the rate at the time. `bet_ref` is unique so a
 * replayed bet accrues once; `claim_id` is set by the claim that paid it (once).
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    productType: varchar('product_type', { length: 20 }).notNull(),
    betRef: varchar('bet_ref', { length: 120 }).notNull(),
    turnover: numeric('turnover', { precision: 24, scale: 4 }).notNull(),
    rate: numeric('rate', { precision: 8, scale: 6 }).notNull(),
    rebate: numeric('rebate', { precision: 24, scale: 4 }).notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).references(() => rebateClaims.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rebate_accruals_bet').on(t.merchantId, t.betRef),
    // Wagering checks and mission leaderboards read stakes by time.
    index('rebate_accruals_member_time').on(t.merchantId, t.memberId, t.createdAt),
    index('rebate_accruals_time').on(t.merchantId, t.createdAt),
    index('rebate_accruals_unclaimed').on(t.merchantId, t.memberId).where(sql`${t.claimId} is null`),
    check('rebate_accruals_amounts', sql`${t.turnover} >= 0 and ${t.rebate} >= 0`),
  ],
);
