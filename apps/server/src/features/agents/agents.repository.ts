import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { agentsContracts, agentsInvites, agentsProfiles, agentsSettlements, agentsTransfers, agentsTree } from './agents.tables.js';

export type Q = Db | Tx;
export type ContractRow = typeof agentsContracts.$inferSelect;
export type SettlementRow = typeof agentsSettlements.$inferSelect;
export type InviteRow = typeof agentsInvites.$inferSelect;
export type TeamSums = { bet: string; win: string; active: number };

const rowsOf = async <T>(q: Q, query: ReturnType<typeof sql>): Promise<T[]> => ((await q.execute(query)) as unknown as { rows: T[] }).rows;

/** The only place with queries on the agents tables; every query is scoped by merchant. */
export class AgentsRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ---- Tree ----
  /** Adds a member under an upline already in the tree (or as a root): its row plus one per ancestor. */
  async addToTree(merchantId: number, memberId: number, uplineId: number | null, at: Date, q: Q = this.db): Promise<void> {
    // Only a member row this statement inserted queues the "joined" fact for the team rollups.
    // A member joining late (made before this feature) may already have bets and deposits that
    // were folded into no team: their whole history is queued again, and their still-queued events
    // dropped (the history holds them), in this one statement — so each counts once for the team.
    const joining = sql`exists (select 1 from added where depth = 0)`;
    const mine = sql`merchant_id = ${merchantId} and member_id = ${memberId}`;
    await q.execute(sql`
      with added as (
        insert into agents_tree (merchant_id, ancestor_id, member_id, depth, created_at)
        select ${merchantId}, ${memberId}::int, ${memberId}::int, 0, ${at.toISOString()}::timestamptz
        union all
        select merchant_id, ancestor_id, ${memberId}::int, depth + 1, ${at.toISOString()}::timestamptz
          from agents_tree where merchant_id = ${merchantId} and member_id = ${uplineId ?? -1}::int
        on conflict do nothing
        returning merchant_id, member_id, depth, created_at),
      dropped as (delete from agents_rollup_queue where ${mine} and joined = 0 and ${joining} returning id)
      insert into agents_rollup_queue (merchant_id, member_id, at, bet, win, bets, deposit, joined)
      select merchant_id, member_id, created_at, 0, 0, 0, 0, 1 from added where depth = 0
      union all
      select merchant_id, member_id, hour, bet, win, bets, 0, 0 from agents_turnover where ${mine} and ${joining}
      union all
      select merchant_id, member_id, day, 0, 0, 0, amount, 0 from agents_deposits where ${mine} and ${joining}`);
  }

  async inTree(merchantId: number, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ d: agentsTree.depth })
      .from(agentsTree)
      .where(and(eq(agentsTree.merchantId, merchantId), eq(agentsTree.ancestorId, memberId), eq(agentsTree.memberId, memberId)));
    return !!row;
  }

  /** Depth of `memberId` below `ancestorId`, or null when it is not in that team. */
  async depthBelow(merchantId: number, ancestorId: number, memberId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ d: agentsTree.depth })
      .from(agentsTree)
      .where(and(eq(agentsTree.merchantId, merchantId), eq(agentsTree.ancestorId, ancestorId), eq(agentsTree.memberId, memberId)));
    return row ? row.d : null;
  }

  /**
   * Counts of the team below an agent (depth >= 1): all, direct, joined in [from, to). With
   * teamSums and teamDeposits this is the direct answer the rollups are tested against.
   */
  async teamCounts(merchantId: number, agentId: number, from: Date, to: Date) {
    const [row] = await rowsOf<{ size: number; direct: number; joined: number }>(
      this.db,
      sql`select count(*)::int as size, count(*) filter (where depth = 1)::int as direct,
             count(*) filter (where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz)::int as joined
          from agents_tree where merchant_id = ${merchantId} and ancestor_id = ${agentId} and depth >= 1`,
    );
    return row ?? { size: 0, direct: 0, joined: 0 };
  }

  /**
   * Bets, wins and active members (bet >= minimumBet in the window) of a team. `minDepth` 1 is the
   * team below an agent (overview); 0 includes the member (their own salary counts their bets).
   */
  async teamSums(
    merchantId: number,
    agentId: number,
    from: Date,
    to: Date,
    minDepth: 0 | 1,
    minimumBet = '0.0001',
    q: Q = this.db,
  ): Promise<TeamSums> {
    const [row] = await rowsOf<{ bet: string | null; win: string | null; active: number }>(
      q,
      sql`select sum(b)::text as bet, sum(w)::text as win, (count(*) filter (where b >= ${minimumBet}::numeric))::int as active
          from (select tu.member_id, sum(tu.bet) as b, sum(tu.win) as w
                  from agents_turnover tu
                  join agents_tree t on t.merchant_id = tu.merchant_id and t.member_id = tu.member_id
                 where tu.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth >= ${minDepth}
                   and tu.hour >= ${from.toISOString()}::timestamptz and tu.hour < ${to.toISOString()}::timestamptz
                 group by tu.member_id) per_member`,
    );
    return { bet: row?.bet ?? '0', win: row?.win ?? '0', active: row?.active ?? 0 };
  }

  /** Each team member's bet and win in the window (real-time salary applies its tiers per member). */
  async memberSums(merchantId: number, agentId: number, from: Date, to: Date, q: Q = this.db) {
    return rowsOf<{ member_id: number; bet: string; win: string }>(
      q,
      sql`select tu.member_id, sum(tu.bet)::text as bet, sum(tu.win)::text as win
            from agents_turnover tu
            join agents_tree t on t.merchant_id = tu.merchant_id and t.member_id = tu.member_id
           where tu.merchant_id = ${merchantId} and t.ancestor_id = ${agentId}
             and tu.hour >= ${from.toISOString()}::timestamptz and tu.hour < ${to.toISOString()}::timestamptz
           group by tu.member_id`,
    );
  }

  async teamDeposits(merchantId: number, agentId: number, from: Date, to: Date): Promise<string> {
    const [row] = await rowsOf<{ total: string | null }>(
      this.db,
      sql`select sum(d.amount)::text as total from agents_deposits d
            join agents_tree t on t.merchant_id = d.merchant_id and t.member_id = d.member_id
           where d.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth >= 1
             and d.day >= ${from.toISOString()}::timestamptz and d.day < ${to.toISOString()}::timestamptz`,
    );
    return row?.total ?? '0';
  }

  /** A page of members under `parentId` at exactly one level, with their own team size and period sums. */
  async children(merchantId: number, parentId: number, from: Date, to: Date, page: number, size: number, memberId?: number) {
    const filter = memberId === undefined ? sql`c.depth = 1` : sql`c.member_id = ${memberId} and c.depth >= 1`;
    const rows = await rowsOf<{
      member_id: number;
      depth: number;
      created_at: string;
      team: number;
      bet: string | null;
      win: string | null;
      total: number;
    }>(
      this.db,
      sql`select c.member_id, c.depth, c.created_at::text,
                 (select count(*)::int from agents_tree s where s.merchant_id = c.merchant_id and s.ancestor_id = c.member_id and s.depth >= 1) as team,
                 (select sum(bet)::text from agents_turnover tu where tu.merchant_id = c.merchant_id and tu.member_id = c.member_id
                    and tu.hour >= ${from.toISOString()}::timestamptz and tu.hour < ${to.toISOString()}::timestamptz) as bet,
                 (select sum(win)::text from agents_turnover tu where tu.merchant_id = c.merchant_id and tu.member_id = c.member_id
                    and tu.hour >= ${from.toISOString()}::timestamptz and tu.hour < ${to.toISOString()}::timestamptz) as win,
                 count(*) over ()::int as total
            from agents_tree c
           where c.merchant_id = ${merchantId} and c.ancestor_id = ${parentId} and ${filter}
           order by c.member_id limit ${size} offset ${(page - 1) * size}`,
    );
    return rows;
  }

  /** One member's bet, win and deposit sums (hourly and daily buckets) from `from` (null: ever) to `to`. */
  async memberActivity(merchantId: number, memberId: number, from: Date | null, to: Date) {
    const since = (from ?? new Date(0)).toISOString();
    const [row] = await rowsOf<{ bet: string | null; win: string | null; bets: number | null; deposit: string | null }>(
      this.db,
      sql`select (select sum(bet)::text from agents_turnover where merchant_id = ${merchantId} and member_id = ${memberId}
                   and hour >= ${since}::timestamptz and hour < ${to.toISOString()}::timestamptz) as bet,
                 (select sum(win)::text from agents_turnover where merchant_id = ${merchantId} and member_id = ${memberId}
                   and hour >= ${since}::timestamptz and hour < ${to.toISOString()}::timestamptz) as win,
                 (select sum(bets)::int from agents_turnover where merchant_id = ${merchantId} and member_id = ${memberId}
                   and hour >= ${since}::timestamptz and hour < ${to.toISOString()}::timestamptz) as bets,
                 (select sum(amount)::text from agents_deposits where merchant_id = ${merchantId} and member_id = ${memberId}
                   and day >= ${since}::timestamptz and day < ${to.toISOString()}::timestamptz) as deposit`,
    );
    return { bet: row?.bet ?? '0', win: row?.win ?? '0', bets: row?.bets ?? 0, deposit: row?.deposit ?? '0' };
  }

  // ---- Turnover and deposits (fed by other features' transactions through ports) ----
  async addTurnover(q: Q, merchantId: number, memberId: number, hour: Date, bet: string, win: string): Promise<void> {
    const bets = bet === '0' ? 0 : 1;
    // The member-hour row and the rollup queue's event in one statement: neither without the other.
    await q.execute(sql`
      with up as (
        insert into agents_turnover (merchant_id, hour, member_id, bet, win, bets)
        values (${merchantId}, ${hour.toISOString()}::timestamptz, ${memberId}, ${bet}::numeric, ${win}::numeric, ${bets})
        on conflict (merchant_id, hour, member_id) do update set
          bet = agents_turnover.bet + excluded.bet, win = agents_turnover.win + excluded.win, bets = agents_turnover.bets + excluded.bets
        returning 1)
      insert into agents_rollup_queue (merchant_id, member_id, at, bet, win, bets)
      select ${merchantId}, ${memberId}, ${hour.toISOString()}::timestamptz, ${bet}::numeric, ${win}::numeric, ${bets} from up`);
  }

  async addDeposit(merchantId: number, memberId: number, day: Date, amount: string, q: Q = this.db): Promise<void> {
    await q.execute(sql`
      with up as (
        insert into agents_deposits (merchant_id, day, member_id, amount)
        values (${merchantId}, ${day.toISOString()}::timestamptz, ${memberId}, ${amount}::numeric)
        on conflict (merchant_id, day, member_id) do update set amount = agents_deposits.amount + excluded.amount
        returning 1)
      insert into agents_rollup_queue (merchant_id, member_id, at, deposit)
      select ${merchantId}, ${memberId}, ${day.toISOString()}::timestamptz, ${amount}::numeric from up`);
  }

  // ---- Rebates and invites ----
  async rebate(merchantId: number, memberId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ r: agentsProfiles.rebate })
      .from(agentsProfiles)
      .where(and(eq(agentsProfiles.merchantId, merchantId), eq(agentsProfiles.memberId, memberId)));
    return row?.r ?? null;
  }

  async rebates(merchantId: number, memberIds: number[]): Promise<Map<number, string>> {
    if (!memberIds.length) return new Map();
    const rows = await this.db
      .select({ id: agentsProfiles.memberId, r: agentsProfiles.rebate })
      .from(agentsProfiles)
      .where(and(eq(agentsProfiles.merchantId, merchantId), inArray(agentsProfiles.memberId, memberIds)));
    return new Map(rows.map((r) => [r.id, r.r]));
  }

  async setRebate(merchantId: number, memberId: number, rebate: string, q: Q = this.db): Promise<void> {
    await q
      .insert(agentsProfiles)
      .values({ merchantId, memberId, rebate })
      .onConflictDoUpdate({ target: [agentsProfiles.merchantId, agentsProfiles.memberId], set: { rebate } });
  }

  async addInvite(values: typeof agentsInvites.$inferInsert): Promise<InviteRow> {
    const [row] = await this.db.insert(agentsInvites).values(values).returning();
    return row!;
  }

  async invites(merchantId: number, agentId: number): Promise<InviteRow[]> {
    return this.db
      .select()
      .from(agentsInvites)
      .where(and(eq(agentsInvites.merchantId, merchantId), eq(agentsInvites.agentId, agentId)))
      .orderBy(desc(agentsInvites.id));
  }

  async inviteByCode(merchantId: number, code: string): Promise<InviteRow | null> {
    const [row] = await this.db
      .select()
      .from(agentsInvites)
      .where(and(eq(agentsInvites.merchantId, merchantId), sql`lower(${agentsInvites.code}) = ${code.toLowerCase()}`));
    return row ?? null;
  }

  // ---- Contracts ----
  async insertContract(values: typeof agentsContracts.$inferInsert, q: Q = this.db): Promise<ContractRow | null> {
    const [row] = await q.insert(agentsContracts).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async contract(merchantId: number, id: number): Promise<ContractRow | null> {
    const [row] = await this.db
      .select()
      .from(agentsContracts)
      .where(and(eq(agentsContracts.merchantId, merchantId), eq(agentsContracts.id, id)));
    return row ?? null;
  }

  /** Contracts held by (as downline) or given by (as upline) a member, newest first. */
  async contractsOf(merchantId: number, memberId: number, side: 'held' | 'given', kind?: string, q: Q = this.db): Promise<ContractRow[]> {
    const who = side === 'held' ? eq(agentsContracts.memberId, memberId) : eq(agentsContracts.uplineId, memberId);
    return q
      .select()
      .from(agentsContracts)
      .where(and(eq(agentsContracts.merchantId, merchantId), who, kind ? eq(agentsContracts.kind, kind) : undefined))
      .orderBy(desc(agentsContracts.id))
      .limit(200);
  }

  /** Moves a contract only from the status it was read in, so two answers cannot both apply. */
  async setStatus(merchantId: number, id: number, from: string, to: string, at: Date, q: Q = this.db): Promise<ContractRow | null> {
    const [row] = await q
      .update(agentsContracts)
      .set({
        status: to,
        decidedAt: at,
        ...(to === 'V' && from !== 'V' ? { activeFrom: at } : {}),
        ...(to === 'C' || to === 'R' ? { endedAt: at } : {}),
      })
      .where(and(eq(agentsContracts.merchantId, merchantId), eq(agentsContracts.id, id), eq(agentsContracts.status, from)))
      .returning();
    return row ?? null;
  }

  /** Contracts of a kind that may still owe a period ending after `since`: active ones and those ended since. */
  async settleable(kind: string, since: Date, merchantId?: number): Promise<ContractRow[]> {
    return this.db
      .select()
      .from(agentsContracts)
      .where(
        and(
          eq(agentsContracts.kind, kind),
          merchantId === undefined ? undefined : eq(agentsContracts.merchantId, merchantId),
          sql`(${agentsContracts.status} = 'V' or (${agentsContracts.status} = 'C' and ${agentsContracts.endedAt} > ${since.toISOString()}::timestamptz))`,
        ),
      );
  }

  // ---- Settlements ----
  /** Claims a contract's period; null when another run (or instance) already has it. */
  async claimPeriod(q: Q, values: typeof agentsSettlements.$inferInsert): Promise<SettlementRow | null> {
    const [row] = await q.insert(agentsSettlements).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async markSettlement(q: Q, id: number, status: 'PAID' | 'UNPAID', walletTransactionId: number | null): Promise<void> {
    await q.update(agentsSettlements).set({ status, walletTransactionId }).where(eq(agentsSettlements.id, id));
  }

  async unpaid(limit = 500): Promise<SettlementRow[]> {
    return this.db.select().from(agentsSettlements).where(eq(agentsSettlements.status, 'UNPAID')).limit(limit);
  }

  async lockUnpaid(q: Q, id: number): Promise<boolean> {
    const rows = await rowsOf<{ status: string }>(q, sql`select status from agents_settlements where id = ${id} for update`);
    return rows[0]?.status === 'UNPAID';
  }

  async statements(merchantId: number, memberId: number, side: 'paid' | 'received', kind: string | undefined, page: number, size: number) {
    const who = side === 'received' ? eq(agentsSettlements.memberId, memberId) : eq(agentsSettlements.uplineId, memberId);
    const where = and(eq(agentsSettlements.merchantId, merchantId), who, kind ? eq(agentsSettlements.kind, kind) : undefined);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(agentsSettlements)
        .where(where)
        .orderBy(desc(agentsSettlements.periodStart), desc(agentsSettlements.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(agentsSettlements).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  // ---- Transfers to the downline ----
  /** False when this request already paid this member (a retry). */
  async addTransfer(q: Q, values: typeof agentsTransfers.$inferInsert): Promise<boolean> {
    const rows = await q.insert(agentsTransfers).values(values).onConflictDoNothing().returning({ id: agentsTransfers.id });
    return rows.length > 0;
  }

  /** Transfers the member sent (to their downline) and received (from their upline), newest first. */
  async transfers(merchantId: number, memberId: number, page: number, size: number) {
    const t = agentsTransfers;
    const where = and(eq(t.merchantId, merchantId), or(eq(t.agentId, memberId), eq(t.memberId, memberId)));
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  // ---- Team records ----
  /** Every member below the agent (depth >= 1): the member list handed to other features' read ports. */
  async teamIds(merchantId: number, agentId: number): Promise<number[]> {
    const rows = await rowsOf<{ member_id: number }>(
      this.db,
      sql`select member_id from agents_tree where merchant_id = ${merchantId} and ancestor_id = ${agentId} and depth >= 1`,
    );
    return rows.map((r) => r.member_id);
  }

  /** Transfers received by these members in [from, to), newest first, and how many there are. */
  async transfersTo(merchantId: number, memberIds: number[], from: Date, to: Date, limit: number) {
    const t = agentsTransfers;
    const where = and(
      eq(t.merchantId, merchantId),
      sql`${t.memberId} = any(${`{${memberIds.join(',')}}`}::int[])`,
      sql`${t.createdAt} >= ${from.toISOString()}::timestamptz and ${t.createdAt} < ${to.toISOString()}::timestamptz`,
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
