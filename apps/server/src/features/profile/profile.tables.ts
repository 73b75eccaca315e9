import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The member's avatar (spec 000 §3): STATIC holds a default icon id, other types an image URL. */
export const profileAvatars = pgTable(
  'profile_avatars',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    avatarType: varchar('avatar_type', { length: 16 }).notNull(),
    avatar: text('avatar').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** E-mail bound to a member; only a verified address counts as taken. */
export const profileEmails = pgTable(
  'profile_emails',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    uniqueIndex('profile_emails_address').on(t.merchantId, sql`lower(${t.email})`),
  ],
);

/** One live e-mail code per member, hashed, with limited attempts. */
export const profileEmailCodes = pgTable(
  'profile_email_codes',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** Mails the default sender "sent" (no SMTP configured): what an operator or a test reads. */
export const profileMailOutbox = pgTable(
  'profile_mail_outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_mail_outbox_to').on(t.merchantId, t.toAddress)],
);

/** What a member must reach to hold a club label (its rank), one row per condition. */
export const profileRankConditions = pgTable(
  'profile_rank_conditions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    labelId: integer('label_id').notNull(),
    /** e.g. deposit, validBet, loginDays. */
    conditionKey: varchar('condition_key', { length: 32 }).notNull(),
    target: numeric('target', { precision: 24, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('profile_rank_conditions_key').on(t.merchantId, t.labelId, t.conditionKey)],
);

/** The member's running totals for the rank conditions, kept by the features that see the activity. */
export const profileRankValues = pgTable(
  'profile_rank_values',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    conditionKey: varchar('condition_key', { length: 32 }).notNull(),
    value: numeric('value', { precision: 24, scale: 4 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.conditionKey] })],
);
