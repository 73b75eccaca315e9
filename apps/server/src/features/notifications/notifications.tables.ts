import { bigserial, boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Every real-time event, stored before it is sent, so nothing depends on the socket being up. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    popup: boolean('popup').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a sender that may run twice (an outbox consumer): the second insert finds the first. */
    dedupeKey: varchar('dedupe_key', { length: 100 }),
  },
  (t) => [
    index('notifications_member').on(t.merchantId, t.memberId, t.id),
    uniqueIndex('notifications_dedupe').on(t.merchantId, t.dedupeKey),
  ],
);
