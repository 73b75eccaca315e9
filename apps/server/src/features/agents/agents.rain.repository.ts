import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Q } from './agents.repository.js';
import { agentsRainEnvelopes, agentsRains } from './agents.tables.js';

export type RainRow = typeof agentsRains.$inferSelect;
export type RainTotals = { claimed: number; claimedAmount: string };

const rowsOf = async <T>(q: Q, query: ReturnType<typeof sql>): Promise<T[]> => ((await q.execute(query)) as unknown as { rows: T[] }).rows;

/** Queries on the rain tables (the only place they are read or written). */
export class RainRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The new rain, or null when this request key already made one (a retry). */
  async insertRain(q: Q, values: typeof agentsRains.$inferInsert, amounts: string[]): Promise<RainRow | null> {
    const [row] = await q.insert(agentsRains).values(values).onConflictDoNothing().returning();
    if (!row) return null;
    await q.insert(agentsRainEnvelopes).values(amounts.map((amount, idx) => ({ rainId: row.id, idx, amount })));
    return row;
  }

  async byKey(merchantId: number, agentId: number, key: string): Promise<RainRow | null> {
    const [row] = await this.db
      .select()
      .from(agentsRains)
      .where(and(eq(agentsRains.merchantId, merchantId), eq(agentsRains.agentId, agentId), eq(agentsRains.requestKey, key)));
    return row ?? null;
  }

  async byId(merchantId: number, id: number): Promise<RainRow | null> {
    const [row] = await this.db
      .select()
      .from(agentsRains)
      .where(and(eq(agentsRains.merchantId, merchantId), eq(agentsRains.id, id)));
    return row ?? null;
  }

  /**
   * Grabs take the rain row FOR SHARE (grabs run side by side), the end-of-rain refund FOR UPDATE:
   * the refund waits for grabs in flight and later grabs see it settled, so no envelope is both
   * grabbed and refunded.
   */
  async lockRain(q: Q, id: number, mode: 'share' | 'update'): Promise<RainRow | null> {
    const [row] = await rowsOf<{ id: number }>(
      q,
      mode === 'share'
        ? sql`select id from agents_rains where id = ${id} for share`
        : sql`select id from agents_rains where id = ${id} and status = 'OPEN' for update`,
    );
    if (!row) return null;
    const [rain] = await q.select().from(agentsRains).where(eq(agentsRains.id, id));
    return rain ?? null;
  }

  async grabbedBy(rainId: number, memberId: number, q: Q = this.db): Promise<string | null> {
    const [row] = await q
      .select({ amount: agentsRainEnvelopes.amount })
      .from(agentsRainEnvelopes)
      .where(and(eq(agentsRainEnvelopes.rainId, rainId), eq(agentsRainEnvelopes.memberId, memberId)));
    return row?.amount ?? null;
  }

  /**
   * Claims one free envelope. Concurrent grabs skip each other's locked rows instead of queueing —
   * but a skipped row is not necessarily taken: the grab holding it may still roll back (the same
   * member's second try does, on the unique index). So while free-looking rows are held by grabs in
   * flight, this looks again a moment later, and answers "empty" only once no free row is left.
   *
   * It never waits on another grab's row lock. It used to (`for update` without `skip locked`), but
   * PostgreSQL keeps the lock on a row that a concurrent grab claimed meanwhile, although the row no
   * longer matches. Under load, four grabs each holding such a lock waited on one another and two
   * were aborted as deadlocks (40P01). agents.rain.test.ts caught it on PostgreSQL.
   */
  async claimEnvelope(q: Q, rainId: number, memberId: number, at: Date): Promise<{ idx: number; amount: string } | null> {
    for (let round = 0; round < 1000; round++) {
      const [free] = await rowsOf<{ idx: number }>(
        q,
        sql`select idx from agents_rain_envelopes where rain_id = ${rainId} and member_id is null
            order by idx limit 1 for update skip locked`,
      );
      if (free) {
        const [claimed] = await rowsOf<{ idx: number; amount: string }>(
          q,
          sql`update agents_rain_envelopes set member_id = ${memberId}, claimed_at = ${at.toISOString()}::timestamptz
              where rain_id = ${rainId} and idx = ${free.idx} returning idx, amount::text as amount`,
        );
        return claimed ?? null;
      }
      const [left] = await rowsOf<{ idx: number }>(
        q,
        sql`select idx from agents_rain_envelopes where rain_id = ${rainId} and member_id is null limit 1`,
      );
      if (!left) return null;
      // Grabs in flight hold the rest; each ends within milliseconds.
      await new Promise((resolve) => setTimeout(resolve, Math.min(1 + round, 10)));
    }
    return null;
  }

  async unclaimedSum(q: Q, rainId: number): Promise<string> {
    const [row] = await rowsOf<{ s: string | null }>(
      q,
      sql`select sum(amount)::text as s from agents_rain_envelopes where rain_id = ${rainId} and member_id is null`,
    );
    return row?.s ?? '0';
  }

  async markSettled(q: Q, id: number, refunded: string): Promise<void> {
    await q.update(agentsRains).set({ status: 'SETTLED', refunded }).where(eq(agentsRains.id, id));
  }

  /** Open rains whose window has ended (every merchant): the refund job's work. */
  async due(now: Date, limit = 100): Promise<RainRow[]> {
    return this.db
      .select()
      .from(agentsRains)
      .where(and(eq(agentsRains.status, 'OPEN'), sql`${agentsRains.endsAt} <= ${now.toISOString()}::timestamptz`))
      .limit(limit);
  }

  async ofAgent(merchantId: number, agentId: number, limit = 20): Promise<RainRow[]> {
    return this.db
      .select()
      .from(agentsRains)
      .where(and(eq(agentsRains.merchantId, merchantId), eq(agentsRains.agentId, agentId)))
      .orderBy(desc(agentsRains.id))
      .limit(limit);
  }

  /** Rains of the member's uplines (any depth) whose window is open now. */
  async openForMember(merchantId: number, memberId: number, now: Date): Promise<RainRow[]> {
    const at = now.toISOString();
    return this.db
      .select()
      .from(agentsRains)
      .where(
        and(
          eq(agentsRains.merchantId, merchantId),
          eq(agentsRains.status, 'OPEN'),
          sql`${agentsRains.startsAt} <= ${at}::timestamptz and ${agentsRains.endsAt} > ${at}::timestamptz`,
          sql`${agentsRains.agentId} in (select ancestor_id from agents_tree
                where merchant_id = ${merchantId} and member_id = ${memberId} and depth >= 1)`,
        ),
      )
      .orderBy(agentsRains.endsAt);
  }

  async totals(rainIds: number[]): Promise<Map<number, RainTotals>> {
    if (!rainIds.length) return new Map();
    const rows = await rowsOf<{ rain_id: number; claimed: number; amount: string | null }>(
      this.db,
      sql`select rain_id, count(member_id)::int as claimed, sum(amount) filter (where member_id is not null)::text as amount
          from agents_rain_envelopes where rain_id = any(${`{${rainIds.join(',')}}`}::int[]) group by rain_id`,
    );
    return new Map(rows.map((r) => [r.rain_id, { claimed: r.claimed, claimedAmount: r.amount ?? '0' }]));
  }
}
