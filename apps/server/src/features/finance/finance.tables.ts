import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Operator payouts under two-person control (ADR 024, ADR 037). Manual wallet adjustments are all
 * recorded here: small ones `applied` at once, those above the merchant's threshold `pending` until a
 * different operator approves (then `applied`) or rejects them. Every other operator payout (a reward
 * application's bonus, a points adjustment, a mission's or raffle's prize table) is recorded only when
 * it goes above the threshold, with its `kind`, the thing it pays for (`reference`) and what the owning
 * feature needs to carry it out (`payload`). The second operator can never be the first: the database
 * refuses it too.
 */
export const financeAdjustments = pgTable(
  'finance_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Null for a prize table (mission, raffle): it pays whoever wins it, later. */
    memberId: integer('member_id'),
    account: varchar('account', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    /** What is paid: `wallet_adjustment` (money, signed) or a payout kind of another feature (ADR 037). */
    kind: varchar('kind', { length: 32 }).notNull().default('wallet_adjustment'),
    /**
     * `money`, `points` (amount in points; compared with the threshold at the merchant's rate) or
     * `percent` (a rebate rate raised to this, in percent of stakes: ADR 045).
     */
    unit: varchar('unit', { length: 8 }).notNull().default('money'),
    /** The thing paid for (`reward-application:12`): at most one pending request each. */
    reference: varchar('reference', { length: 120 }),
    /** What the owning feature needs to carry the payout out once approved. */
    payload: jsonb('payload'),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** The form's key: the same submission twice is one adjustment. */
    requestKey: varchar('request_key', { length: 100 }).notNull(),
    requestedBy: varchar('requested_by', { length: 64 }).notNull(),
    requestedById: integer('requested_by_id'),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedById: integer('decided_by_id'),
    decisionNote: varchar('decision_note', { length: 200 }).notNull().default(''),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('finance_adjustments_key').on(t.merchantId, t.requestKey),
    index('finance_adjustments_status').on(t.merchantId, t.status, t.id),
    uniqueIndex('finance_adjustments_pending_reference')
      .on(t.merchantId, t.reference)
      .where(sql`${t.status} = 'pending' and ${t.reference} is not null`),
    check('finance_adjustments_status', sql`${t.status} in ('applied', 'pending', 'rejected')`),
    check('finance_adjustments_nonzero', sql`${t.amount} <> 0`),
    // A wallet adjustment is applied with its wallet transaction; a mission or raffle approval creates
    // the prize table, and a rule config's approval saves the rule (money moves later, by the rule:
    // ADR 045), so those have none.
    check(
      'finance_adjustments_applied_tx',
      sql`${t.status} <> 'applied' or ${t.transactionId} is not null or ${t.kind} in ('mission', 'raffle', 'vip_benefits', 'referral_settings', 'rebate_rates', 'waive_wagering', 'reward_centre_settings', 'points_config', 'agent_rebate', 'agent_contract', 'promo_code')`,
    ),
    // Two persons: whoever decides a request is not whoever asked for it.
    check('finance_adjustments_two_persons', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

/** Per merchant: adjustments above this absolute amount need a second operator. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    merchantId: integer('merchant_id').primaryKey(),
    approvalThreshold: numeric('approval_threshold', { precision: 24, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('finance_settings_threshold', sql`${t.approvalThreshold} >= 0`)],
);
