import type { RewardCentreSettings } from '@arcadia/contract/reward-centre';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { rewardCentreSettings, rewardClaims, vipSyncDue } from './reward-centre.tables.js';

export type ClaimRow = typeof rewardClaims.$inferSelect;

export class RewardCentreRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async settings(merchantId: number): Promise<RewardCentreSettings | null> {
    const [r] = await this.db.select().from(rewardCentreSettings).where(eq(rewardCentreSettings.merchantId, merchantId));
    return r?.settings ?? null;
  }

  async putSettings(merchantId: number, settings: RewardCentreSettings, at: Date, q: Db | WalletTx = this.db): Promise<void> {
    await q
      .insert(rewardCentreSettings)
      .values({ merchantId, settings, updatedAt: at })
      .onConflictDoUpdate({ target: rewardCentreSettings.merchantId, set: { settings, updatedAt: at } });
  }

  /** The member's claims, newest first (the page shows the last 50; tasks read them too). */
  claims(merchantId: number, memberId: number, limit = 50): Promise<ClaimRow[]> {
    return this.db
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.merchantId, merchantId), eq(rewardClaims.memberId, memberId)))
      .orderBy(desc(rewardClaims.id))
      .limit(limit);
  }

  /** The latest sign-in before `period` (streaks continue from it). */
  async lastSignIn(merchantId: number, memberId: number, q: WalletTx = this.db): Promise<ClaimRow | null> {
    const [r] = await q
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.merchantId, merchantId), eq(rewardClaims.memberId, memberId), eq(rewardClaims.task, 'SIGN_IN')))
      .orderBy(desc(rewardClaims.period))
      .limit(1);
    return r ?? null;
  }

  /**
   * The claim row, or null when this (member, task, period) was claimed already. On PostgreSQL a
   * concurrent twin waits on the unique index until the first commits, then inserts nothing.
   */
  async open(q: WalletTx, row: typeof rewardClaims.$inferInsert): Promise<number | null> {
    const [r] = await q.insert(rewardClaims).values(row).onConflictDoNothing().returning({ id: rewardClaims.id });
    return r?.id ?? null;
  }

  async paid(q: WalletTx, id: number, transactionId: number): Promise<void> {
    await q.update(rewardClaims).set({ transactionId }).where(eq(rewardClaims.id, id));
  }

  /** Notes that the member's VIP level is due a sync (kept once per member until the job takes it). */
  async markVipDue(merchantId: number, memberId: number, at: Date): Promise<void> {
    await this.db.insert(vipSyncDue).values({ merchantId, memberId, since: at }).onConflictDoNothing();
  }

  /** Takes up to `limit` members due a sync, oldest first; the caller puts back any it fails to sync. */
  async takeVipDue(limit: number): Promise<{ merchantId: number; memberId: number }[]> {
    const res = await this.db.execute(sql`
      delete from vip_sync_due d using (select merchant_id, member_id from vip_sync_due order by since limit ${limit}) x
       where d.merchant_id = x.merchant_id and d.member_id = x.member_id
      returning d.merchant_id, d.member_id`);
    return (res as unknown as { rows: { merchant_id: number; member_id: number }[] }).rows.map((r) => ({
      merchantId: Number(r.merchant_id),
      memberId: Number(r.member_id),
    }));
  }
}
