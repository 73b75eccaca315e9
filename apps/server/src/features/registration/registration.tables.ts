import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A merchant's registration settings beyond the field rules (those stay with system). */
export const registrationSettings = pgTable('registration_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  /** 0: a failed affiliate lookup hides the field and registration goes on; 1: a valid code is required. */
  affiliateSetting: smallint('affiliate_setting').notNull().default(0),
  /** The image captcha on the form; operators relying on SMS verification or a slider may turn it off. */
  captcha: boolean('captcha').notNull().default(true),
  /** The ten agreement clauses per language; null languages fall back to the defaults. */
  agreement: jsonb('agreement').$type<Partial<Record<string, string[]>>>(),
});

/** Affiliate codes an agent hands out; a member registering with one gets that agent as upline. */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    agentMemberId: integer('agent_member_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliate_codes_code').on(t.merchantId, sql`lower(${t.code})`)],
);

/** How each member registered: the audit trail an operator needs for affiliate and fraud questions. */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    referralCode: varchar('referral_code', { length: 32 }),
    domain: varchar('domain', { length: 255 }),
    registerUrl: varchar('register_url', { length: 1024 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('registrations_member').on(t.merchantId, t.memberId), index('registrations_ip').on(t.merchantId, t.ip, t.createdAt)],
);
