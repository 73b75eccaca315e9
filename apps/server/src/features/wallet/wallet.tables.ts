import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A wallet: a member's (MAIN or a vendor sub-wallet) or a house account of the merchant
 * (member_id null, code HOUSE:<purpose>), the other side of every credit and debit. Member
 * wallets can never go below zero; house accounts can.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    code: varchar('code', { length: 40 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    available: numeric('available', { precision: 24, scale: 4 }).notNull().default('0'),
    held: numeric('held', { precision: 24, scale: 4 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_owner').on(t.merchantId, sql`coalesce(${t.memberId}, 0)`, t.code),
    check('wallet_accounts_member_not_negative', sql`${t.memberId} is null or (${t.available} >= 0 and ${t.held} >= 0)`),
  ],
);

/** One money movement; the idempotency key is unique per merchant and remembers the answer. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_transactions_key').on(t.merchantId, t.idempotencyKey)],
);

/** Immutable double-entry ledger: the legs of a transaction sum to zero (a trigger forbids edits). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    bucket: varchar('bucket', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 24, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_bucket', sql`${t.bucket} in ('available', 'held')`),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Money set aside (a withdrawal in review, a bet in play) until released back or settled away. */
export const walletHolds = pgTable('wallet_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  accountId: integer('account_id').notNull(),
  amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
