import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A merchant's lotteries: kind (SSC, 11X5, VN, THAI), cadence and grouping for menus and prize mode. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Menu group (gameGroupId/gameGroupCode) and the game-type tag (LOTT or ELOTT). */
    groupId: integer('group_id').notNull(),
    groupCode: varchar('group_code', { length: 32 }).notNull(),
    tag: varchar('tag', { length: 8 }).notNull(),
    defaultPlayType: varchar('default_play_type', { length: 32 }).notNull(),
    icon: varchar('icon', { length: 255 }).notNull().default(''),
    intervalSec: integer('interval_sec').notNull(),
    offsetSec: integer('offset_sec').notNull().default(0),
    lockSec: integer('lock_sec').notNull(),
    sort: integer('sort').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** The live draw stream an operator set (liveVideoSwitch in spec 001); https only, null for none. */
    liveVideoUrl: varchar('live_video_url', { length: 500 }),
  },
  (t) => [
    uniqueIndex('lottery_games_code').on(t.merchantId, t.code),
    check('lottery_games_kind', sql`${t.kind} in ('SSC', '11X5', 'VN', 'THAI')`),
    check('lottery_games_tag', sql`${t.tag} in ('LOTT', 'ELOTT')`),
    // A draw a day at most, the lock inside the interval, days divided into whole slots.
    check('lottery_games_cadence', sql`${t.intervalSec} between 30 and 86400 and 86400 % ${t.intervalSec} = 0`),
    check('lottery_games_lock', sql`${t.lockSec} >= 0 and ${t.lockSec} < ${t.intervalSec}`),
    check('lottery_games_live_video', sql`${t.liveVideoUrl} is null or ${t.liveVideoUrl} like 'https://%'`),
  ],
);

/** One row per numero: the committed seed (hash public at once), the result once drawn. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    numero: varchar('numero', { length: 32 }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    winNo: varchar('win_no', { length: 255 }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    // Exactly one draw per numero, whichever instance creates it. Not unique per seq: after an
    // operator changes a cadence, seqs of the old and the new cadence may coincide (ADR 015).
    uniqueIndex('lottery_draws_numero').on(t.gameId, t.numero),
    index('lottery_draws_game_time').on(t.gameId, t.drawsAt),
    index('lottery_draws_due').on(t.status, t.drawsAt),
    check('lottery_draws_status', sql`${t.status} in ('open', 'drawn', 'cancelled')`),
    check('lottery_draws_result', sql`(${t.status} = 'drawn') = (${t.winNo} is not null)`),
  ],
);

/** Tickets. The stake left the wallet in the transaction that wrote the row. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    playType: varchar('play_type', { length: 32 }).notNull(),
    selection: varchar('selection', { length: 64 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    odds: numeric('odds', { precision: 24, scale: 4 }).notNull(),
    prizeMode: varchar('prize_mode', { length: 8 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    payout: numeric('payout', { precision: 24, scale: 4 }).notNull().default('0'),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_key').on(t.merchantId, t.memberId, t.clientKey),
    index('lottery_bets_draw').on(t.drawId, t.status),
    index('lottery_bets_member').on(t.merchantId, t.memberId, t.id),
    check('lottery_bets_amount', sql`${t.amount} > 0 and ${t.payout} >= 0`),
    check('lottery_bets_status', sql`${t.status} in ('pending', 'won', 'lost', 'refunded')`),
  ],
);
