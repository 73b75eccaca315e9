import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Arcadia Crash (ADR 069). A merchant's hash chain: the seed stays secret; `commitment` (h_0) is
 * published before its first round. `used` is the index of the last round drawn from it.
 */
export const houseCrashChains = pgTable(
  'house_crash_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    commitment: varchar('commitment', { length: 64 }).notNull(),
    length: integer('length').notNull(),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last time someone looked at the game (its state, refreshed at most every few seconds): the loop runs only while wanted. */
    wantedAt: timestamp('wanted_at', { withTimezone: true }),
  },
  (t) => [index('house_crash_chains_merchant').on(t.merchantId, t.id)],
);

/** One row per round; `bustedAt` null while the round is open (at most one open round per merchant). */
export const houseCrashRounds = pgTable(
  'house_crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    index: integer('index').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** Hundredths; never shown before the bust. */
    crash: integer('crash').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    bustedAt: timestamp('busted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('house_crash_rounds_chain').on(t.chainId, t.index),
    uniqueIndex('house_crash_rounds_open').on(t.merchantId).where(sql`${t.bustedAt} is null`),
    index('house_crash_rounds_merchant').on(t.merchantId, t.id),
  ],
);

/**
 * One bet per player per round: a member (real money, through the wallet) or a trial session (demo
 * credits of `house_trials`, no wallet), exactly one of the two. `cashedAt` (hundredths) is set once,
 * with the win it paid.
 */
export const houseCrashBets = pgTable(
  'house_crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id'),
    trialId: varchar('trial_id', { length: 64 }),
    /** The masked account shown to the other players. */
    name: varchar('name', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    autoCashout: integer('auto_cashout'),
    cashedAt: integer('cashed_at'),
    win: numeric('win', { precision: 24, scale: 4 }).notNull().default('0'),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('house_crash_bets_member').on(t.roundId, t.memberId),
    uniqueIndex('house_crash_bets_trial').on(t.roundId, t.trialId),
    check('house_crash_bets_player', sql`(${t.memberId} is null) <> (${t.trialId} is null)`),
    index('house_crash_bets_history').on(t.merchantId, t.memberId, t.id),
    // The winner board reads the merchant's newest real cash-outs (with the other Originals' wins).
    index('house_crash_bets_wins').on(t.merchantId, t.id).where(sql`${t.status} = 'cashed' and ${t.memberId} is not null`),
    check('house_crash_bets_status', sql`${t.status} in ('open', 'cashed', 'lost')`),
    check('house_crash_bets_amount', sql`${t.amount} > 0 and ${t.win} >= 0`),
  ],
);
