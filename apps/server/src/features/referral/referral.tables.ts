import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The merchant's referral terms; defaults when absent (docs/adr/023). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    merchantId: integer('merchant_id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    reward: numeric('reward', { precision: 24, scale: 4 }).notNull(),
    minDeposit: numeric('min_deposit', { precision: 24, scale: 4 }).notNull(),
  },
  (t) => [check('referral_settings_amounts', sql`${t.reward} >= 0 and ${t.minDeposit} >= 0`)],
);

/** Each member's own invite code (made on first sight of the referral page). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_codes_member').on(t.merchantId, t.memberId),
    uniqueIndex('referral_codes_code').on(t.merchantId, sql`lower(${t.code})`),
  ],
);

/**
 * Who brought whom. A member is referred at most once (unique referred); `rewarded_at` is set by
 * the one update that pays the referrer, so the reward is paid exactly once.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    referredId: integer('referred_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reward: numeric('reward', { precision: 24, scale: 4 }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('referral_links_referred').on(t.merchantId, t.referredId),
    index('referral_links_referrer').on(t.merchantId, t.referrerId, t.id),
    check('referral_links_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);
