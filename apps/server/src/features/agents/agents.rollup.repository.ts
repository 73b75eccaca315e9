import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';

export type RollupKind = 'D' | 'W' | 'M';
export type RollupAnswer = {
  size: number;
  direct: number;
  joined: number;
  active: number;
  bet: string;
  win: string;
  deposits: string;
};

const rowsOf = async <T>(q: Db | Tx, query: SQL): Promise<T[]> => ((await q.execute(query)) as unknown as { rows: T[] }).rows;

/** The period keys of a UTC time (day, ISO week, month): the one definition fold, rebuild and overview share. */
const keyOf = (kind: RollupKind, at: SQL) => {
  const utc = sql`(${at} at time zone 'UTC')`;
  if (kind === 'D') return sql`('D' || to_char(${utc}, 'YYYY-MM-DD'))`;
  if (kind === 'W') return sql`('W' || to_char(${utc}, 'IYYY-IW'))`;
  return sql`('M' || to_char(${utc}, 'YYYY-MM'))`;
};

/**
 * Folds a set of events (columns merchant_id, member_id, at, bet, win, bets, deposit, joined) into
 * the rollups, in ONE statement (one snapshot): per member and period key first, then the new
 * first-bet markers (only a marker this statement inserted counts the member active), then one
 * upsert per (ancestor, period key) through the closure table. `events` may delete what it reads,
 * so reading and removing a queue row happen together. Returns how many events were folded.
 */
function foldStatement(events: SQL, before: SQL = sql``): SQL {
  const at = sql.raw('ev.at');
  return sql`
    with ${before} ev as (${events}),
    keyed as (
      select ev.merchant_id, ev.member_id, k.period, ev.bet, ev.win, ev.bets, ev.deposit, ev.joined
        from ev cross join lateral (values (${keyOf('D', at)}), (${keyOf('W', at)}), (${keyOf('M', at)}),
                                          (case when ev.joined > 0 then 'T' end)) k(period)
       where k.period is not null),
    per_member as (
      select merchant_id, member_id, period, sum(bet) as bet, sum(win) as win, sum(bets) as bets,
             sum(deposit) as deposit, sum(joined) as joined, bool_or(bet > 0) as betting
        from keyed group by merchant_id, member_id, period),
    marked as (
      insert into agents_active_marks (merchant_id, member_id, period)
      select merchant_id, member_id, period from per_member p
       where betting and period <> 'T'
         -- Only members in some team: one who joins the tree later is marked when their replayed
         -- history is folded (agents.repository addToTree), so they still count active then.
         and exists (select 1 from agents_tree t where t.merchant_id = p.merchant_id and t.member_id = p.member_id and t.depth >= 1)
      on conflict do nothing
      returning merchant_id, member_id, period),
    facts as (
      select p.*, case when m.member_id is null then 0 else 1 end as activated
        from per_member p left join marked m
          on m.merchant_id = p.merchant_id and m.member_id = p.member_id and m.period = p.period),
    folded as (
      insert into agents_rollup (merchant_id, ancestor_id, period, bet, win, bets, deposits, joined, direct, active)
      select f.merchant_id, t.ancestor_id, f.period, sum(f.bet), sum(f.win), sum(f.bets), sum(f.deposit),
             sum(f.joined), sum(case when t.depth = 1 then f.joined else 0 end), sum(f.activated)
        from facts f
        join agents_tree t on t.merchant_id = f.merchant_id and t.member_id = f.member_id and t.depth >= 1
       group by f.merchant_id, t.ancestor_id, f.period
      on conflict (merchant_id, ancestor_id, period) do update set
        bet = agents_rollup.bet + excluded.bet, win = agents_rollup.win + excluded.win,
        bets = agents_rollup.bets + excluded.bets, deposits = agents_rollup.deposits + excluded.deposits,
        joined = agents_rollup.joined + excluded.joined, direct = agents_rollup.direct + excluded.direct,
        active = agents_rollup.active + excluded.active
      returning 1)
    select (select count(*) from ev)::int as events, (select count(*) from folded)::int as rows`;
}

/** SQL of the team rollups (agents_rollup, agents_active_marks, agents_rollup_queue); see ADR 018. */
export class RollupRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a fold or a rebuild: the lock below holds until it ends, so the steps run
   * one at a time across instances. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Takes the fold lock for the rest of the transaction: folds and rebuilds run one at a time. */
  async lock(tx: Tx): Promise<void> {
    await tx.execute(sql`insert into agents_rollup_lock (id) values (1) on conflict do nothing`);
    await tx.execute(sql`select id from agents_rollup_lock where id = 1 for update`);
  }

  /** Folds (and deletes) the oldest `batch` queued events. */
  async foldBatch(tx: Tx, batch: number): Promise<number> {
    const [row] = await rowsOf<{ events: number }>(
      tx,
      foldStatement(sql`
        delete from agents_rollup_queue
         where id in (select id from agents_rollup_queue order by id limit ${batch})
        returning merchant_id, member_id, at, bet, win, bets, deposit, joined`),
    );
    return row?.events ?? 0;
  }

  /**
   * Rebuilds every rollup from the facts themselves (turnover per member-hour, deposits per
   * member-day, tree members by join time). The queue is emptied in the same statement that reads
   * the facts, so an event is either in the facts read or left queued — never both, never neither.
   */
  async rebuild(tx: Tx): Promise<number> {
    await tx.execute(sql`delete from agents_rollup`);
    await tx.execute(sql`delete from agents_active_marks`);
    const [row] = await rowsOf<{ events: number }>(
      tx,
      foldStatement(
        sql`
        select merchant_id, member_id, hour as at, bet, win, bets, 0::numeric as deposit, 0 as joined from agents_turnover
        union all
        select merchant_id, member_id, day, 0, 0, 0, amount, 0 from agents_deposits
        union all
        select merchant_id, member_id, created_at, 0, 0, 0, 0, 1 from agents_tree where depth = 0`,
        // Data-modifying CTEs must be top level; this one runs though nothing reads it.
        sql`emptied as (delete from agents_rollup_queue returning id),`,
      ),
    );
    return row?.events ?? 0;
  }

  /**
   * The overview of the team below `agentId` for the period of `kind` containing `at`: the folded
   * rows (two primary-key probes) plus the queued events of this team not folded yet, in one
   * statement so a fold committing meanwhile is seen entirely or not at all.
   */
  async overview(merchantId: number, agentId: number, kind: RollupKind, at: Date): Promise<RollupAnswer> {
    const [row] = await rowsOf<RollupAnswer>(this.db, this.overviewSql(merchantId, agentId, kind, at));
    return row!;
  }

  /** The overview's one statement (the bench prints its plan). */
  overviewSql(merchantId: number, agentId: number, kind: RollupKind, at: Date): SQL {
    const key = keyOf(kind, sql`${at.toISOString()}::timestamptz`);
    return sql`
      with k as (select ${key} as key),
      tail as (
        select q.member_id, q.bet, q.win, q.deposit, q.joined, t.depth, ${keyOf(kind, sql.raw('q.at'))} = (select key from k) as inside
          from agents_rollup_queue q
          -- One primary-key probe per queued event (lateral + limit keeps it a nested loop): the
          -- tail costs what the backlog holds, never a scan of a 100,000-member team.
          cross join lateral (select depth from agents_tree t
                               where t.merchant_id = q.merchant_id and t.ancestor_id = ${agentId} and t.member_id = q.member_id and t.depth >= 1
                               limit 1) t
         where q.merchant_id = ${merchantId}),
      live as (
        select coalesce(sum(joined), 0) as size, coalesce(sum(joined) filter (where depth = 1), 0) as direct,
               coalesce(sum(joined) filter (where inside), 0) as joined,
               coalesce(sum(bet) filter (where inside), 0) as bet, coalesce(sum(win) filter (where inside), 0) as win,
               coalesce(sum(deposit) filter (where inside), 0) as deposits,
               count(distinct member_id) filter (where inside and bet > 0 and not exists (
                 select 1 from agents_active_marks mk
                  where mk.merchant_id = ${merchantId} and mk.member_id = tail.member_id and mk.period = (select key from k))) as active
          from tail),
      kept as (
        select coalesce(sum(joined) filter (where period = 'T'), 0) as size, coalesce(sum(direct) filter (where period = 'T'), 0) as direct,
               coalesce(sum(joined) filter (where period <> 'T'), 0) as joined, coalesce(sum(active) filter (where period <> 'T'), 0) as active,
               coalesce(sum(bet) filter (where period <> 'T'), 0) as bet, coalesce(sum(win) filter (where period <> 'T'), 0) as win,
               coalesce(sum(deposits) filter (where period <> 'T'), 0) as deposits
          from agents_rollup
         where merchant_id = ${merchantId} and ancestor_id = ${agentId} and period in ((select key from k), 'T'))
      select (kept.size + live.size)::int as size, (kept.direct + live.direct)::int as direct,
             (kept.joined + live.joined)::int as joined, (kept.active + live.active)::int as active,
             (kept.bet + live.bet)::text as bet, (kept.win + live.win)::text as win, (kept.deposits + live.deposits)::text as deposits
        from kept, live`;
  }

  /** Queued events not folded yet (the job's backlog; the overview adds them live). */
  async backlog(): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from agents_rollup_queue`);
    return row?.n ?? 0;
  }
}
