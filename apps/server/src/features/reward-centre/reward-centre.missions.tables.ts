import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A mission leaderboard (docs/adr/023): members ranked by a metric over [starts_at, ends_at); when it
 * ends the `reward-centre:missions` job freezes the ranking and pays each rank's prize once.
 */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    metric: varchar('metric', { length: 10 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Prize of rank 1, 2, … as decimal strings. */
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('missions_merchant').on(t.merchantId, t.status, t.endsAt),
    check('missions_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('missions_status', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check('missions_metric', sql`${t.metric} in ('BET')`),
  ],
);

/**
 * The frozen final ranking of a closed mission, one row per prized rank. Unique per rank and per
 * member, so a repeated or concurrent settlement freezes once; `paid_at` is set in the transaction
 * of the wallet credit (keyed `mission:<id>:<rank>`), so each prize is paid once.
 */
export const missionResults = pgTable(
  'mission_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    rank: integer('rank').notNull(),
    memberId: integer('member_id').notNull(),
    value: numeric('value', { precision: 24, scale: 4 }).notNull(),
    prize: numeric('prize', { precision: 24, scale: 4 }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mission_results_rank').on(t.missionId, t.rank),
    uniqueIndex('mission_results_member').on(t.missionId, t.memberId),
    check('mission_results_amounts', sql`${t.prize} > 0 and ${t.value} > 0 and ${t.rank} > 0`),
  ],
);
