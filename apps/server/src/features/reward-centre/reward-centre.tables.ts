import type { RewardCentreSettings } from '@arcadia/contract/reward-centre';
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
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The merchant's reward-centre rules (amounts, zone, rescue terms); defaults when absent. */
export const rewardCentreSettings = pgTable('reward_centre_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  settings: jsonb('settings').$type<RewardCentreSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One paid task per member and period: `period` is the local day of a sign-in, `once` for a newbie
 * task, the first day of the rescued period. The unique index is what makes a claim exactly-once;
 * the wallet credit commits with the row, keyed the same way.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    task: varchar('task', { length: 20 }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    /** Sign-in only: the consecutive-day count this claim reached. */
    streak: integer('streak'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_claims_once').on(t.merchantId, t.memberId, t.task, t.period),
    index('reward_claims_member').on(t.merchantId, t.memberId, t.id),
    check('reward_claims_amount', sql`${t.amount} > 0`),
    check('reward_claims_task', sql`${t.task} in ('SIGN_IN', 'FIRST_DEPOSIT', 'FIRST_BET', 'RESCUE')`),
  ],
);

/**
 * Members whose VIP level may have changed since the last sync (they bet): the `reward-centre:vip`
 * job syncs and removes them. One row per member however many bets, so a bet costs one no-op insert.
 */
export const vipSyncDue = pgTable(
  'vip_sync_due',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** The merchant's VIP benefit per club label: a bonus paid once to each member who earns the level. */
export const vipBenefits = pgTable(
  'vip_benefits',
  {
    merchantId: integer('merchant_id').notNull(),
    labelId: integer('label_id').notNull(),
    levelUpBonus: numeric('level_up_bonus', { precision: 24, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.labelId] }), check('vip_benefits_bonus', sql`${t.levelUpBonus} >= 0`)],
);

/**
 * Level-up bonuses paid: unique per member and label, inserted in the transaction of the wallet
 * credit (keyed `vip-levelup:<member>:<label>`), so each level pays a member once.
 */
export const vipLevelBonuses = pgTable(
  'vip_level_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    labelId: integer('label_id').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vip_level_bonuses_once').on(t.merchantId, t.memberId, t.labelId),
    check('vip_level_bonuses_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * What keeps a VIP level (ADR 055): deposits and bets over the last `period_days`. A label without a
 * row is never demoted.
 */
export const vipKeepRules = pgTable(
  'vip_keep_rules',
  {
    merchantId: integer('merchant_id').notNull(),
    labelId: integer('label_id').notNull(),
    periodDays: integer('period_days').notNull(),
    deposit: numeric('deposit', { precision: 24, scale: 4 }).notNull(),
    validBet: numeric('valid_bet', { precision: 24, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.labelId] }),
    check('vip_keep_rules_period', sql`${t.periodDays} between 1 and 365`),
    check('vip_keep_rules_targets', sql`${t.deposit} >= 0 and ${t.validBet} >= 0`),
  ],
);

/**
 * The local days (reward-centre zone) on which a member signed in: the rank value `loginDays` is
 * their count. The key makes a second sign-in on the same day count nothing.
 */
export const vipLoginDays = pgTable(
  'vip_login_days',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

/**
 * The level a member holds and since when (its promotion, its demotion, or the day the keep review
 * first saw it): the review waits a full keep period from `since`, so a member is demoted at most
 * once a period and never right after a promotion. `demoted_at` marks a member who was moved down:
 * their lifetime totals still pass the conditions, so winning a level back asks its keep targets too.
 */
export const vipHolds = pgTable(
  'vip_holds',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    labelId: integer('label_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    demotedAt: timestamp('demoted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);
