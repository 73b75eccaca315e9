import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Domain events written in the transaction of the change they describe (docs/adr/043): a bet's
 * debit and its `bet.placed` row commit together or not at all, so no effect is lost to a crash
 * between the commit and the code that used to run after it. `dispatched_at` is set once every
 * consumer has handled the event; `next_attempt_at` is both the retry time and the claim lease.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  // The dispatcher only ever looks for undispatched events, oldest due first.
  (t) => [index('outbox_events_due').on(t.nextAttemptAt, t.id).where(sql`${t.dispatchedAt} is null`)],
);

/** One row per (event, consumer) that handled it: a retried or re-claimed event skips those consumers. */
export const outboxReceipts = pgTable(
  'outbox_receipts',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    consumer: varchar('consumer', { length: 64 }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
);
