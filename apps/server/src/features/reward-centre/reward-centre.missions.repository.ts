import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { missionResults, missions } from './reward-centre.missions.tables.js';

export type MissionRow = typeof missions.$inferSelect;
export type ResultRow = typeof missionResults.$inferSelect;

export class MissionsRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(row: typeof missions.$inferInsert, q: Db | WalletTx = this.db): Promise<MissionRow> {
    const [r] = await q.insert(missions).values(row).returning();
    if (!r) throw new Error('insert returned nothing');
    return r;
  }

  async byId(merchantId: number, id: number): Promise<MissionRow | null> {
    const [r] = await this.db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
    return r ?? null;
  }

  all(merchantId: number, limit = 100): Promise<MissionRow[]> {
    return this.db.select().from(missions).where(eq(missions.merchantId, merchantId)).orderBy(desc(missions.id)).limit(limit);
  }

  /** What members see: missions running now, and those closed after `closedSince`. */
  visible(merchantId: number, now: Date, closedSince: Date): Promise<MissionRow[]> {
    return this.db
      .select()
      .from(missions)
      .where(
        and(
          eq(missions.merchantId, merchantId),
          lte(missions.startsAt, now),
          or(eq(missions.status, 'OPEN'), gt(missions.closedAt, closedSince)),
        ),
      )
      .orderBy(asc(missions.status), desc(missions.endsAt))
      .limit(20);
  }

  /** Open missions whose window has ended, of every merchant (the settlement job's work). */
  due(now: Date, limit = 50): Promise<MissionRow[]> {
    return this.db
      .select()
      .from(missions)
      .where(and(eq(missions.status, 'OPEN'), lte(missions.endsAt, now)))
      .orderBy(asc(missions.endsAt))
      .limit(limit);
  }

  /** Ends an open mission now (an operator's early close); a mission already over keeps its end. */
  async endNow(merchantId: number, id: number, now: Date): Promise<void> {
    await this.db
      .update(missions)
      .set({ endsAt: now })
      .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id), eq(missions.status, 'OPEN'), gt(missions.endsAt, now)));
  }

  /** Freezes the final places; a place frozen before (by a repeated or concurrent run) is kept as it was. */
  async freeze(rows: (typeof missionResults.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(missionResults).values(rows).onConflictDoNothing();
  }

  results(missionId: number): Promise<ResultRow[]> {
    return this.db.select().from(missionResults).where(eq(missionResults.missionId, missionId)).orderBy(asc(missionResults.rank));
  }

  /** Takes one unpaid place for payment inside `q`; null when it was paid (a concurrent twin waits here, then finds it paid). */
  async takeUnpaid(q: WalletTx, resultId: number, at: Date): Promise<ResultRow | null> {
    const [r] = await q
      .update(missionResults)
      .set({ paidAt: at })
      .where(and(eq(missionResults.id, resultId), isNull(missionResults.paidAt)))
      .returning();
    return r ?? null;
  }

  async paid(q: WalletTx, resultId: number, transactionId: number): Promise<void> {
    await q.update(missionResults).set({ transactionId }).where(eq(missionResults.id, resultId));
  }

  async close(id: number, at: Date): Promise<void> {
    await this.db
      .update(missions)
      .set({ status: 'CLOSED', closedAt: at })
      .where(and(eq(missions.id, id), eq(missions.status, 'OPEN')));
  }
}
