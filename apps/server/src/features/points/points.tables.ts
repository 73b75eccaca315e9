import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A member's point balance; it never goes below zero (conditional update and this CHECK). */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    balance: numeric('balance', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('points_accounts_member').on(t.merchantId, t.memberId),
    check('points_accounts_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * The points ledger: one immutable row per movement (a trigger forbids edits), keyed per merchant
 * so a retried accrual, redemption or conversion moves points once. Balances equal the sum.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    productType: varchar('product_type', { length: 12 }),
    reference: varchar('reference', { length: 120 }).notNull().default(''),
    /** What the movement is based on: the stake, deposit or money paid (accruals). */
    baseAmount: numeric('base_amount', { precision: 24, scale: 4 }),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 24, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_entries_key').on(t.merchantId, t.idempotencyKey),
    index('points_entries_member').on(t.merchantId, t.memberId, t.createdAt),
    check('points_entries_nonzero', sql`${t.amount} <> 0`),
    check('points_entries_balance', sql`${t.balanceAfter} >= 0`),
  ],
);

/** The merchant's point config (spec 001 §3); rates are fractions. */
export const pointsConfig = pgTable('points_config', {
  merchantId: integer('merchant_id').primaryKey(),
  pointExchangeRate: numeric('point_exchange_rate', { precision: 12, scale: 6 }).notNull(),
  liveBet: numeric('live_bet', { precision: 12, scale: 6 }).notNull(),
  lottoBet: numeric('lotto_bet', { precision: 12, scale: 6 }).notNull(),
  pvpBet: numeric('pvp_bet', { precision: 12, scale: 6 }).notNull(),
  rngBet: numeric('rng_bet', { precision: 12, scale: 6 }).notNull(),
  sportBet: numeric('sport_bet', { precision: 12, scale: 6 }).notNull(),
  redeem: numeric('redeem', { precision: 12, scale: 6 }).notNull(),
  deposit: numeric('deposit', { precision: 12, scale: 6 }).notNull(),
});

/** The mall's (i) explanation, one plain text per merchant and language (ADR 056). */
export const pointsInfo = pgTable(
  'points_info',
  {
    merchantId: integer('merchant_id').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.language] })],
);

export const pointsRewardTypes = pgTable(
  'points_reward_types',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    chineseName: varchar('chinese_name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('points_reward_types_type').on(t.merchantId, t.typeId)],
);

/** A reward of the catalogue; inventory never goes below zero (redemptions take it conditionally). */
export const pointsRewards = pgTable(
  'points_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    chineseName: varchar('chinese_name', { length: 100 }).notNull(),
    price: numeric('price', { precision: 24, scale: 4 }),
    mpPointAmount: numeric('mp_point_amount', { precision: 24, scale: 4 }),
    mpMoneyAmount: numeric('mp_money_amount', { precision: 24, scale: 4 }),
    displayPointMoneyAmt: varchar('display_point_money_amt', { length: 1 }).notNull().default('N'),
    inventory: integer('inventory').notNull(),
    adjustedCount: integer('adjusted_count').notNull().default(0),
    description: text('description').notNull().default(''),
    imageLink: text('image_link').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_rewards_merchant').on(t.merchantId, t.typeId, t.sort),
    check('points_rewards_inventory', sql`${t.inventory} >= 0`),
    check('points_rewards_priced', sql`${t.price} is not null or (${t.mpPointAmount} is not null and ${t.mpMoneyAmount} is not null)`),
  ],
);

export const pointsRewardImages = pgTable(
  'points_reward_images',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    type: varchar('type', { length: 1 }).notNull(),
    imageUrl: text('image_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('points_reward_images_reward').on(t.rewardId, t.sort), check('points_reward_images_type', sql`${t.type} in ('S', 'M')`)],
);

/** A redemption: P pending, A approved, R rejected (points, money and stock given back). */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    chineseName: varchar('chinese_name', { length: 100 }).notNull(),
    redeemType: varchar('redeem_type', { length: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    requiredPoint: numeric('required_point', { precision: 24, scale: 4 }).notNull(),
    requiredMoney: numeric('required_money', { precision: 24, scale: 4 }).notNull(),
    province: varchar('province', { length: 60 }).notNull().default(''),
    remarks: varchar('remarks', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 1 }).notNull().default('P'),
    decisionRemarks: varchar('decision_remarks', { length: 140 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('points_redemptions_member').on(t.merchantId, t.memberId, t.createdAt),
    index('points_redemptions_status').on(t.merchantId, t.status, t.id),
    check('points_redemptions_status', sql`${t.status} in ('P', 'R', 'A')`),
    check('points_redemptions_type', sql`${t.redeemType} in ('P', 'PM')`),
    check('points_redemptions_quantity', sql`${t.quantity} >= 1`),
  ],
);
