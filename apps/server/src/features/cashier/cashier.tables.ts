import type { BankAccount, CashierLimits } from '@arcadia/contract/cashier';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Deposit and withdrawal requests, from submission to an operator's decision. */
export const cashierRequests = pgTable(
  'cashier_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    channel: varchar('channel', { length: 24 }).notNull().default('manual'),
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    remarks: varchar('remarks', { length: 140 }).notNull().default(''),
    /** The member's key for this request: a retried submission finds the first one. */
    clientKey: varchar('client_key', { length: 100 }).notNull(),
    /** Withdrawals hold the money from request to decision. */
    holdId: bigint('hold_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashier_requests_key').on(t.merchantId, t.memberId, t.clientKey),
    index('cashier_requests_member').on(t.merchantId, t.memberId, t.createdAt),
    check('cashier_requests_kind', sql`${t.kind} in ('deposit', 'withdraw')`),
    check('cashier_requests_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Per-merchant cashier settings; a merchant without a row uses CASHIER_DEFAULTS and shows no bank. */
export const cashierSettings = pgTable('cashier_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  limits: jsonb('limits').$type<Partial<CashierLimits>>().notNull().default({}),
  bank: jsonb('bank').$type<BankAccount | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
