import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Per merchant: the time zone periods are counted in and the reality-check default. Kept here, not
 * read from another feature at bet time: the bet gate runs inside the bet's transaction, and
 * reading another feature's settings there would need its tables (or self-deadlock on PGlite).
 */
export const saferGamblingSettings = pgTable('safer_gambling_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  realityCheckDefault: integer('reality_check_default').notNull(),
});

/**
 * One row per member who has bet or chosen anything: the row the bet gate locks FOR UPDATE, so two
 * bets of one member are checked one after the other against exact totals. It also holds the
 * exclusion (cannot be shortened by the member) and this sign-in's totals for the reality check.
 */
export const saferGamblingMembers = pgTable(
  'safer_gambling_members',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** null: the merchant's default. */
    realityCheckMinutes: integer('reality_check_minutes'),
    exclusionKind: varchar('exclusion_kind', { length: 20 }),
    exclusionStartedAt: timestamp('exclusion_started_at', { withTimezone: true }),
    /** Far future for a permanent exclusion. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    sessionStaked: numeric('session_staked', { precision: 24, scale: 4 }).notNull().default('0'),
    sessionWon: numeric('session_won', { precision: 24, scale: 4 }).notNull().default('0'),
    /**
     * The member's last counted activity (a request, a sign-in, a stake): play time up to here is in
     * `safer_gambling_usage.seconds`. null once signed out, so the time until the next sign-in is not
     * counted (safer-gambling.time.ts).
     */
    activeAt: timestamp('active_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    check('sg_members_exclusion_kind', sql`${t.exclusionKind} is null or ${t.exclusionKind} in ('timeout', 'self_exclusion')`),
  ],
);

/** A member's limit of one kind and period, and a raise or removal waiting for its confirmation. */
export const saferGamblingLimits = pgTable(
  'safer_gambling_limits',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    /** Money, or whole minutes for `session_time`. null: no limit in force (a removal was confirmed; the row stays for its history). */
    amount: numeric('amount', { precision: 24, scale: 4 }),
    pendingAmount: numeric('pending_amount', { precision: 24, scale: 4 }),
    /** Set while a raise or removal waits; the member may confirm from this instant. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.kind, t.period] }),
    check('sg_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session_time')`),
    check('sg_limits_period', sql`${t.period} in ('day', 'week', 'month')`),
    check('sg_limits_amount', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/** Stakes, wins and play time per member and period (its first local day); stakes and wins written in each bet's transaction. */
export const saferGamblingUsage = pgTable(
  'safer_gambling_usage',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    /** YYYY-MM-DD: the local day the period starts on. */
    periodStart: varchar('period_start', { length: 10 }).notNull(),
    staked: numeric('staked', { precision: 24, scale: 4 }).notNull().default('0'),
    won: numeric('won', { precision: 24, scale: 4 }).notNull().default('0'),
    /** Signed-in play time in the period, in seconds (safer-gambling.time.ts). */
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.period, t.periodStart] })],
);

/** Each recorded stake or win, keyed by the bet's money key: a replayed movement counts once. */
export const saferGamblingMoves = pgTable(
  'safer_gambling_moves',
  {
    merchantId: integer('merchant_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    memberId: integer('member_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] }), check('sg_moves_kind', sql`${t.kind} in ('stake', 'win')`)],
);

/**
 * Every change of a member's limits, exclusion and reality check as it happened: the current rows
 * above are overwritten, and an operator answering a complaint or a regulator needs the sequence.
 */
export const saferGamblingHistory = pgTable(
  'safer_gambling_history',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: varchar('event', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 20 }),
    period: varchar('period', { length: 10 }),
    amount: numeric('amount', { precision: 24, scale: 4 }),
    until: timestamp('until', { withTimezone: true }),
  },
  (t) => [index('sg_history_member').on(t.merchantId, t.memberId, t.at)],
);

/**
 * Each refusal by a limit gate, for the console's "members who hit a limit" report. A bet's refusal
 * rolls its transaction back, so it is written after that transaction ends (see the service).
 */
export const saferGamblingRefusals = pgTable(
  'safer_gambling_refusals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    gate: varchar('gate', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
  },
  (t) => [index('sg_refusals_at').on(t.merchantId, t.at)],
);

/**
 * The shared exclusion register (docs/adr/065; on only with SHARED_EXCLUSION_REGISTER_KEY): one row
 * per identifier of a self-excluded member, read by every merchant of the deployment. It holds an
 * HMAC of each identifier, never the mobile, e-mail or identity number itself, so one merchant's
 * members' details are not handed to the others; a match is all another merchant learns.
 */
export const saferGamblingRegister = pgTable(
  'safer_gambling_register',
  {
    id: serial('id').primaryKey(),
    /** Where the member excluded themselves (for the record; lookups span every merchant). */
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Hex HMAC-SHA256 of `kind:normalised value` (workflows/shared-exclusion.ts). */
    identifier: varchar('identifier', { length: 64 }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sg_register_identifier').on(t.identifier, t.until)],
);
