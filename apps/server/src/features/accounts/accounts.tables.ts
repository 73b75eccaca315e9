import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Club (VIP level) and tag labels a merchant gives its members. */
export const memberLabels = pgTable('member_labels', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: varchar('kind', { length: 8 }).notNull().default('club'),
  name: varchar('name', { length: 50 }).notNull(),
  color: varchar('color', { length: 16 }).notNull().default('#888888'),
  /** AUTO labels show the VIP benefit (spec 000 §3). */
  type: varchar('type', { length: 10 }).notNull().default('MANUAL'),
  rankLevel: integer('rank_level').notNull().default(0),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    account: varchar('account', { length: 32 }).notNull(),
    nickname: varchar('nickname', { length: 40 }).notNull().default(''),
    /** isAgent of spec 000 §6: 0, 1, 2 real; 4, 40, 41, 42 restricted. */
    isAgent: smallint('is_agent').notNull().default(0),
    clubLabelId: integer('club_label_id'),
    tagLabelIds: integer('tag_label_ids').array().notNull().default(sql`'{}'`),
    uplineId: integer('upline_id'),
    toUpline: smallint('to_upline').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** Set while the member still has the merchant's default password: the next login forces a change. */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    /** Consecutive wrong payment passwords; reaching the limit locks it until payment_password_locked_until. */
    paymentPasswordFailures: smallint('payment_password_failures').notNull().default(0),
    paymentPasswordLockedUntil: timestamp('payment_password_locked_until', { withTimezone: true }),
    mobileCountryCode: varchar('mobile_country_code', { length: 4 }),
    mobileNumber: varchar('mobile_number', { length: 20 }),
    /** Optional contact fields a merchant's registration rules ask for (email, qqNum, line, ...). */
    contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
    /** Where password-reset links go; compared case-insensitively. */
    email: varchar('email', { length: 120 }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /** Why an operator last changed the status (console, ADR 025); the audit keeps the full history. */
    statusReason: varchar('status_reason', { length: 200 }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    language: varchar('language', { length: 2 }).notNull().default('CN'),
    icon: smallint('icon').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The member's very first login (set only by the login that finds last_login_at empty): members
     * who signed in before the welcome existed keep null and are never shown it (docs/adr/058).
     */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /** When the member closed the first-login welcome; it is shown until then, on any device. */
    welcomeDismissedAt: timestamp('welcome_dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account').on(t.merchantId, sql`lower(${t.account})`),
    uniqueIndex('members_mobile').on(t.merchantId, t.mobileCountryCode, t.mobileNumber).where(sql`${t.mobileNumber} is not null`),
    index('members_upline').on(t.merchantId, t.uplineId),
    check('members_is_agent', sql`${t.isAgent} in (0, 1, 2, 4, 40, 41, 42)`),
    check('members_status', sql`${t.status} in ('active', 'locked', 'disabled')`),
  ],
);
