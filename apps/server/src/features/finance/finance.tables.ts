import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Manual wallet adjustments by operators (ADR 024). Small ones are `applied` at once; those above
 * the merchant's threshold are `pending` until a different operator approves (then `applied`) or
 * rejects them. The second operator can never be the first: the database refuses it too.
 */
export const financeAdjustments = pgTable(
  'finance_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    account: varchar('account', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
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
    check('finance_adjustments_status', sql`${t.status} in ('applied', 'pending', 'rejected')`),
    check('finance_adjustments_nonzero', sql`${t.amount} <> 0`),
    check('finance_adjustments_applied_tx', sql`${t.status} <> 'applied' or ${t.transactionId} is not null`),
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
