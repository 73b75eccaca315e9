import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { vipBenefits, vipLevelBonuses } from './reward-centre.tables.js';

export class VipBenefitsRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  benefits(merchantId: number) {
    return this.db.select().from(vipBenefits).where(eq(vipBenefits.merchantId, merchantId));
  }

  /** Replaces the merchant's benefits in one transaction (levels not listed have none), or in the caller's. */
  async replace(merchantId: number, levels: { labelId: number; levelUpBonus: string }[], at: Date, q?: WalletTx): Promise<void> {
    const inTx = (work: (tx: WalletTx) => Promise<void>) => (q ? work(q) : this.db.transaction(work));
    await inTx(async (tx) => {
      await tx.delete(vipBenefits).where(eq(vipBenefits.merchantId, merchantId));
      if (levels.length) await tx.insert(vipBenefits).values(levels.map((l) => ({ merchantId, ...l, updatedAt: at })));
    });
  }

  received(merchantId: number, memberId: number) {
    return this.db
      .select({ labelId: vipLevelBonuses.labelId })
      .from(vipLevelBonuses)
      .where(and(eq(vipLevelBonuses.merchantId, merchantId), eq(vipLevelBonuses.memberId, memberId)));
  }

  /** The payment's row; null when this level was paid to the member before (a concurrent twin waits, then gets null). */
  async open(q: WalletTx, row: typeof vipLevelBonuses.$inferInsert): Promise<number | null> {
    const [r] = await q.insert(vipLevelBonuses).values(row).onConflictDoNothing().returning({ id: vipLevelBonuses.id });
    return r?.id ?? null;
  }

  async paid(q: WalletTx, id: number, transactionId: number): Promise<void> {
    await q.update(vipLevelBonuses).set({ transactionId }).where(eq(vipLevelBonuses.id, id));
  }
}
