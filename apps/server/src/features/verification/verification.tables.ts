import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** One live code per number and purpose; stored hashed, limited attempts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** E.164-style digits: country code + number, no plus sign. */
    phone: varchar('phone', { length: 24 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_codes_live').on(t.merchantId, t.purpose, t.phone)],
);

/** Messages the default SMS provider "sent": what an operator (or a test) reads. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    toNumber: varchar('to_number', { length: 24 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to').on(t.merchantId, t.toNumber, t.createdAt)],
);
