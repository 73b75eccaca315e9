import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { raffleClaims, raffleSchedules } from './raffles.tables.js';

export type ScheduleRow = typeof raffleSchedules.$inferSelect;
export type ClaimRow = typeof raffleClaims.$inferSelect;

export class RafflesRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertSchedule(row: typeof raffleSchedules.$inferInsert, q: Db | WalletTx = this.db): Promise<ScheduleRow> {
    const [r] = await q.insert(raffleSchedules).values(row).returning();
    if (!r) throw new Error('insert returned nothing');
    return r;
  }

  async schedule(merchantId: number, id: number): Promise<ScheduleRow | null> {
    const [r] = await this.db
      .select()
      .from(raffleSchedules)
      .where(and(eq(raffleSchedules.merchantId, merchantId), eq(raffleSchedules.id, id)));
    return r ?? null;
  }

  /** Schedules not yet due, soonest first (the tip shows the first the member has not claimed). */
  upcoming(merchantId: number, now: Date): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(raffleSchedules)
      .where(and(eq(raffleSchedules.merchantId, merchantId), gt(raffleSchedules.dueAt, now)))
      .orderBy(asc(raffleSchedules.startAt), asc(raffleSchedules.id))
      .limit(20);
  }

  async claimedIds(merchantId: number, memberId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: raffleClaims.scheduleId })
      .from(raffleClaims)
      .where(and(eq(raffleClaims.merchantId, merchantId), eq(raffleClaims.memberId, memberId)));
    return new Set(rows.map((r) => r.id));
  }

  /** The claim row, or null when this member has claimed the schedule already (the unique index decides a race). */
  async insertClaim(q: WalletTx, row: typeof raffleClaims.$inferInsert): Promise<ClaimRow | null> {
    const [r] = await q.insert(raffleClaims).values(row).onConflictDoNothing().returning();
    return r ?? null;
  }

  async setTransaction(q: WalletTx, id: number, transactionId: number): Promise<void> {
    await q.update(raffleClaims).set({ transactionId }).where(eq(raffleClaims.id, id));
  }

  draws(merchantId: number, scheduleId: number): Promise<ClaimRow[]> {
    return this.db
      .select()
      .from(raffleClaims)
      .where(and(eq(raffleClaims.merchantId, merchantId), eq(raffleClaims.scheduleId, scheduleId)))
      .orderBy(asc(raffleClaims.id));
  }
}
