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
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The downline tree as a closure table: one row per (ancestor, member) pair at any depth,
 * including the member itself at depth 0. A team of 100,000 is one index range on ancestor.
 * Fed when accounts creates a member (a port), repaired lazily for members made before.
 */
export const agentsTree = pgTable(
  'agents_tree',
  {
    merchantId: integer('merchant_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: smallint('depth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.ancestorId, t.memberId] }),
    index('agents_tree_member').on(t.merchantId, t.memberId, t.depth),
    check('agents_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/** A member's rebate setting (percent); the register centre never gives more than the agent's own. */
export const agentsProfiles = pgTable(
  'agents_profiles',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    rebate: numeric('rebate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] }), check('agents_profiles_rebate', sql`${t.rebate} between 0 and 99.99`)],
);

/** Invite links of the register centre: the code is also a registration affiliate code. */
export const agentsInvites = pgTable(
  'agents_invites',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    isAgent: smallint('is_agent').notNull(),
    rebate: numeric('rebate', { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agents_invites_code').on(t.merchantId, sql`lower(${t.code})`),
    index('agents_invites_agent').on(t.merchantId, t.agentId),
  ],
);

/**
 * Bets and wins per member and hour, fed in the bet's own transaction (house games and the
 * seamless wallet). Salaries and reports read these sums, never the games' ledgers.
 */
export const agentsTurnover = pgTable(
  'agents_turnover',
  {
    merchantId: integer('merchant_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    memberId: integer('member_id').notNull(),
    bet: numeric('bet', { precision: 24, scale: 4 }).notNull().default('0'),
    win: numeric('win', { precision: 24, scale: 4 }).notNull().default('0'),
    bets: integer('bets').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.hour, t.memberId] }),
    // One member's rows (a late tree join replays them; the reward centre reads a member's sums).
    index('agents_turnover_member').on(t.merchantId, t.memberId, t.hour),
    check('agents_turnover_sums', sql`${t.bet} >= 0 and ${t.win} >= 0`),
  ],
);

/** Deposits per member and day, for the team overview (fed by the cashier through a port). */
export const agentsDeposits = pgTable(
  'agents_deposits',
  {
    merchantId: integer('merchant_id').notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    memberId: integer('member_id').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.memberId] }), index('agents_deposits_member').on(t.merchantId, t.memberId, t.day)],
);

/** A contract an upline (null: the house, for top agents) proposes to a downline. */
export const agentsContracts = pgTable(
  'agents_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    uplineId: integer('upline_id'),
    memberId: integer('member_id').notNull(),
    status: varchar('status', { length: 1 }).notNull(),
    productType: varchar('product_type', { length: 16 }),
    computationPeriod: varchar('computation_period', { length: 16 }),
    tiers: jsonb('tiers').$type<Record<string, unknown>[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Settlement starts from here (acceptance), never before. */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('agents_contracts_member').on(t.merchantId, t.memberId, t.kind),
    index('agents_contracts_upline').on(t.merchantId, t.uplineId, t.kind),
    // At most one open (pending or active) contract per downline, kind and product/period.
    uniqueIndex('agents_contracts_open')
      .on(t.merchantId, t.memberId, t.kind, sql`coalesce(${t.productType}, '')`, sql`coalesce(${t.computationPeriod}, '')`)
      .where(sql`${t.status} in ('P', 'V')`),
    check('agents_contracts_kind', sql`${t.kind} in ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')`),
    check('agents_contracts_status', sql`${t.status} in ('P', 'V', 'R', 'C')`),
  ],
);

/**
 * One row per contract and period: the unique key is what makes a period pay once, however
 * many times or instances run the job. The wallet movement carries the same key.
 */
export const agentsSettlements = pgTable(
  'agents_settlements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: integer('contract_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    uplineId: integer('upline_id'),
    memberId: integer('member_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    teamBet: numeric('team_bet', { precision: 24, scale: 4 }).notNull(),
    teamNetLoss: numeric('team_net_loss', { precision: 24, scale: 4 }).notNull(),
    activeMembers: integer('active_members').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agents_settlements_period').on(t.merchantId, t.contractId, t.periodStart),
    index('agents_settlements_member').on(t.merchantId, t.memberId, t.createdAt),
    index('agents_settlements_upline').on(t.merchantId, t.uplineId, t.createdAt),
    check('agents_settlements_status', sql`${t.status} in ('PAID', 'NOTHING', 'UNPAID')`),
    check('agents_settlements_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * Transfers an agent made to its downline (AGENTRANSMULTDOWN3), written in the wallet movement's
 * transaction: the agent's history and the team's "downline transactions" read these rows.
 * One row per request key and receiver, so a retried request adds nothing.
 */
export const agentsTransfers = pgTable(
  'agents_transfers',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestKey: varchar('request_key', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agents_transfers_request').on(t.merchantId, t.agentId, t.requestKey, t.memberId),
    index('agents_transfers_agent').on(t.merchantId, t.agentId, t.createdAt),
    index('agents_transfers_member').on(t.merchantId, t.memberId, t.createdAt),
    check('agents_transfers_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A red-envelope rain: the agent's pot, held in the house account AGENT_RAIN from creation until
 * each envelope is grabbed or the rest goes back to the agent at the end of the window.
 */
export const agentsRains = pgTable(
  'agents_rains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    requestKey: varchar('request_key', { length: 100 }).notNull(),
    pot: numeric('pot', { precision: 24, scale: 4 }).notNull(),
    envelopes: integer('envelopes').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    refunded: numeric('refunded', { precision: 24, scale: 4 }).notNull().default('0'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agents_rains_request').on(t.merchantId, t.agentId, t.requestKey),
    index('agents_rains_open').on(t.merchantId, t.status, t.endsAt),
    check('agents_rains_status', sql`${t.status} in ('OPEN', 'SETTLED')`),
    check('agents_rains_sums', sql`${t.pot} > 0 and ${t.envelopes} > 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.pot}`),
    check('agents_rains_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The rain's envelopes, amounts fixed at creation; a member holds at most one per rain. */
export const agentsRainEnvelopes = pgTable(
  'agents_rain_envelopes',
  {
    rainId: integer('rain_id').notNull(),
    idx: integer('idx').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    memberId: integer('member_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rainId, t.idx] }),
    uniqueIndex('agents_rain_envelopes_member').on(t.rainId, t.memberId),
    check('agents_rain_envelopes_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Team facts not yet folded into `agents_rollup`: one row per bet/win (member-hour), deposit
 * (member-day) or new tree member, written in the same transaction as the fact itself. The
 * rollup job deletes what it folds in the transaction that folds it, so each row counts once;
 * the overview adds what is still here live.
 */
export const agentsRollupQueue = pgTable('agents_rollup_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  bet: numeric('bet', { precision: 24, scale: 4 }).notNull().default('0'),
  win: numeric('win', { precision: 24, scale: 4 }).notNull().default('0'),
  bets: integer('bets').notNull().default(0),
  deposit: numeric('deposit', { precision: 24, scale: 4 }).notNull().default('0'),
  joined: smallint('joined').notNull().default(0),
});

/**
 * Team sums per ancestor (the team at depth >= 1) and period key: `D2026-11-23` (UTC day),
 * `W2026-48` (ISO week), `M2026-11` (month) and `T` (all time: team size and direct members).
 * `active` is exact: it grows only when a member's first-bet marker for that key is inserted.
 */
export const agentsRollup = pgTable(
  'agents_rollup',
  {
    merchantId: integer('merchant_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
    period: varchar('period', { length: 12 }).notNull(),
    bet: numeric('bet', { precision: 24, scale: 4 }).notNull().default('0'),
    win: numeric('win', { precision: 24, scale: 4 }).notNull().default('0'),
    bets: integer('bets').notNull().default(0),
    deposits: numeric('deposits', { precision: 24, scale: 4 }).notNull().default('0'),
    joined: integer('joined').notNull().default(0),
    direct: integer('direct').notNull().default(0),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.ancestorId, t.period] })],
);

/** A member bet at least once in this period key: inserted once, and only that insert counts them active. */
export const agentsActiveMarks = pgTable(
  'agents_active_marks',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    period: varchar('period', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.period] })],
);

/** One row, locked by every fold and rebuild, so two instances fold one after the other. */
export const agentsRollupLock = pgTable('agents_rollup_lock', { id: smallint('id').primaryKey() }, (t) => [
  check('agents_rollup_lock_one', sql`${t.id} = 1`),
]);
