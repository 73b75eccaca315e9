import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** E-mailed reset links: only the SHA-256 of the token is kept; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_member').on(t.merchantId, t.memberId)],
);

/** Mail the default provider "sent": what an operator (or a test) reads when no SMTP_URL is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    toAddress: varchar('to_address', { length: 120 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to').on(t.merchantId, t.toAddress, t.createdAt)],
);
