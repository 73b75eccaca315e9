import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A game vendor ("account type"), shared by every merchant: its lane, how it launches and how its
 * money moves. `secret` signs its seamless-wallet calls; `adapter` picks the launch adapter.
 */
export const gameVendors = pgTable('game_vendors', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  displayName: varchar('display_name', { length: 80 }).notNull(),
  lane: varchar('lane', { length: 16 }).notNull(),
  isGame: varchar('is_game', { length: 12 }).notNull().default('VASSALAGE'),
  freeplay: integer('freeplay').notNull().default(0),
  smallIcon: varchar('small_icon', { length: 300 }).notNull().default(''),
  largeIcon: varchar('large_icon', { length: 300 }).notNull().default(''),
  walletMode: varchar('wallet_mode', { length: 12 }).notNull().default('seamless'),
  windowMode: varchar('window_mode', { length: 12 }).notNull().default('inapp'),
  adapter: varchar('adapter', { length: 24 }).notNull().default('url'),
  launchUrl: varchar('launch_url', { length: 300 }).notNull().default(''),
  /** The least balance a real-money launch needs (0: any positive balance). */
  minBalance: numeric('min_balance', { precision: 24, scale: 4 }).notNull().default('0'),
  secret: varchar('secret', { length: 128 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A merchant's switch and maintenance window per vendor; a vendor without a row is off for it. */
export const gameMerchantVendors = pgTable(
  'game_merchant_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('game_merchant_vendors_pair').on(t.merchantId, t.vendorId)],
);

/** The game catalogue; nodeId is our id, roomId the vendor's own game code. */
export const gameCatalogue = pgTable(
  'game_catalogue',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    roomId: varchar('room_id', { length: 64 }).notNull(),
    nodeName: varchar('node_name', { length: 120 }).notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    showIcon: varchar('show_icon', { length: 300 }).notNull().default(''),
    supportPlay: integer('support_play').notNull().default(1),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    classify: varchar('classify', { length: 4 }),
    minBet: numeric('min_bet', { precision: 24, scale: 4 }).notNull().default('0'),
    minLineNum: integer('min_line_num').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('game_catalogue_vendor_room').on(t.vendorId, t.roomId)],
);

/**
 * Games a merchant's operators switched off for that merchant only (the catalogue is shared by every
 * merchant; its own `enabled` is the platform's switch). A listed game is hidden and cannot launch.
 */
export const gameMerchantHidden = pgTable(
  'game_merchant_hidden',
  {
    merchantId: integer('merchant_id').notNull(),
    nodeId: integer('node_id').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_merchant_hidden_pk').on(t.merchantId, t.nodeId)],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_favourites_pk').on(t.merchantId, t.memberId, t.nodeId)],
);

export const gameRecent = pgTable(
  'game_recent',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_recent_pk').on(t.merchantId, t.memberId, t.nodeId),
    index('game_recent_member').on(t.merchantId, t.memberId, t.playedAt),
  ],
);

/** A launch: the token the vendor presents to the seamless wallet (stored as its SHA-256). */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    vendorId: integer('vendor_id').notNull(),
    nodeId: integer('node_id'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    trial: boolean('trial').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    loggedOutAt: timestamp('logged_out_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('game_sessions_token').on(t.tokenHash), index('game_sessions_member').on(t.merchantId, t.memberId)],
);

/**
 * Every seamless call that changed (or refused to change) money, by the vendor's transaction id:
 * the idempotency record and the reconciliation trail. `status`: ok, rolledback (a debit later
 * cancelled), refused (a rollback of an unknown bet, remembered so a retry hears the same) or
 * tombstone (that unknown bet's id, held so the bet is refused when it arrives late).
 */
export const gameSeamlessTransactions = pgTable(
  'game_seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    vendorTxId: varchar('vendor_tx_id', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    refTxId: varchar('ref_tx_id', { length: 100 }),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    walletTransactionId: integer('wallet_transaction_id'),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_seamless_vendor_tx').on(t.vendorId, t.vendorTxId),
    index('game_seamless_round').on(t.vendorId, t.roundId),
    index('game_seamless_wins').on(t.merchantId, t.kind, t.createdAt),
  ],
);

/** Jackpot pools shown by the jackpot call; grown by the vendors' feeds (seeded for the demo). */
export const gameJackpots = pgTable(
  'game_jackpots',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('game_jackpots_name').on(t.merchantId, t.name)],
);
