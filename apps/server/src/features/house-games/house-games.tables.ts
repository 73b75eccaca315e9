import type { Outcome } from '@arcadia/contract/house-games';
import { isNull, sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Provably-fair seeds. `owner` is `m:<memberId>` (real play) or `t:<trialId>` (trial). One active
 * (unrevealed) seed per owner; rotating stamps `revealed_at`, after which the seed may be shown.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    owner: varchar('owner', { length: 80 }).notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_active').on(t.merchantId, t.owner).where(isNull(t.revealedAt)),
    index('house_seeds_owner').on(t.merchantId, t.owner, t.createdAt),
  ],
);

/** Trial sessions: demo credits only, never a wallet. */
export const houseTrials = pgTable(
  'house_trials',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    balance: numeric('balance', { precision: 24, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('house_trials_balance', sql`${t.balance} >= 0`)],
);

/** Every round, real or trial, with what a member needs to verify it. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    owner: varchar('owner', { length: 80 }).notNull(),
    memberId: integer('member_id'),
    mode: varchar('mode', { length: 5 }).notNull(),
    game: varchar('game', { length: 32 }).notNull(),
    /** The client's key: a retried request finds this round instead of playing another. */
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    bet: numeric('bet', { precision: 24, scale: 4 }).notNull(),
    win: numeric('win', { precision: 24, scale: 4 }).notNull(),
    outcome: jsonb('outcome').$type<Outcome>().notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('house_rounds_key').on(t.merchantId, t.owner, t.clientKey),
    uniqueIndex('house_rounds_nonce').on(t.seedId, t.nonce),
    index('house_rounds_owner').on(t.merchantId, t.owner, t.id),
    // The winner board reads the merchant's newest real wins (issue 26).
    index('house_rounds_wins').on(t.merchantId, t.id).where(sql`${t.mode} = 'real' and ${t.win} > 0`),
    check('house_rounds_mode', sql`${t.mode} in ('real', 'trial')`),
    check('house_rounds_amounts', sql`${t.bet} > 0 and ${t.win} >= 0`),
  ],
);
