import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Person-to-person payments waiting for the receiving member's word (spec 001 §3, §4). The amount
 * is held in the receiver's wallet from the moment the item is raised until it is settled to the
 * payer (received) or released back (an operator finds the payment never arrived).
 */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The member who must confirm receipt. */
    memberId: integer('member_id').notNull(),
    payerMemberId: integer('payer_member_id').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 24, scale: 4 }).notNull(),
    isAutoConfirmed: varchar('is_auto_confirmed', { length: 1 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    isMoneyReceived: varchar('is_money_received', { length: 1 }),
    holdId: bigint('hold_id', { mode: 'number' }),
    remarks: varchar('remarks', { length: 140 }).notNull().default(''),
    /** The operator's key for raising it: a retried request finds the first item. */
    clientKey: varchar('client_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the decision's money finished moving; a decided item without it is finished by an operator. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_confirmations_key').on(t.merchantId, t.clientKey),
    index('payment_confirmations_member').on(t.merchantId, t.memberId, t.status),
    check('payment_confirmations_auto', sql`${t.isAutoConfirmed} in ('Y', 'N')`),
    check('payment_confirmations_received', sql`${t.isMoneyReceived} is null or ${t.isMoneyReceived} in ('Y', 'N', 'A')`),
    check(
      'payment_confirmations_status',
      sql`${t.status} in ('pending', 'received', 'not_received', 'auto_confirmed', 'resolved_paid', 'resolved_unpaid')`,
    ),
  ],
);

/** The re-encoded proof image a member sent with "not received" (spec 001 §5). */
export const paymentProofs = pgTable('payment_proofs', {
  confirmationId: bigint('confirmation_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  mime: varchar('mime', { length: 16 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
