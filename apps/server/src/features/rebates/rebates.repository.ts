import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { rebateAccruals, rebateClaims, rebateRates } from './rebates.tables.js';

export class RebatesRepository {
  constructor(readonly db: Db) {}

  rates(merchantId: number) {
    return this.db.select().from(rebateRates).where(eq(rebateRates.merchantId, merchantId)).orderBy(rebateRates.productType);
  }

  async rate(q: WalletTx, merchantId: number, productType: string): Promise<string | null> {
    const [r] = await q
      .select({ rate: rebateRates.rate })
      .from(rebateRates)
      .where(and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.productType, productType)));
    return r?.rate ?? null;
  }

  async setRates(merchantId: number, rates: { productType: string; rate: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const r of rates)
        await tx
          .insert(rebateRates)
          .values({ merchantId, ...r })
          .onConflictDoUpdate({ target: [rebateRates.merchantId, rebateRates.productType], set: { rate: r.rate } });
    });
  }

  /** False when the bet was recorded already. */
  async accrue(q: WalletTx, row: typeof rebateAccruals.$inferInsert): Promise<boolean> {
    const rows = await q.insert(rebateAccruals).values(row).onConflictDoNothing().returning({ id: rebateAccruals.id });
    return rows.length > 0;
  }

  unclaimedByProduct(merchantId: number, memberId: number) {
    return this.db
      .select({
        productType: rebateAccruals.productType,
        turnover: sql<string>`sum(${rebateAccruals.turnover})::numeric(24,4)::text`,
        rebate: sql<string>`sum(${rebateAccruals.rebate})::numeric(24,4)::text`,
      })
      .from(rebateAccruals)
      .where(and(eq(rebateAccruals.merchantId, merchantId), eq(rebateAccruals.memberId, memberId), isNull(rebateAccruals.claimId)))
      .groupBy(rebateAccruals.productType)
      .orderBy(rebateAccruals.productType);
  }

  claims(merchantId: number, memberId: number) {
    return this.db
      .select()
      .from(rebateClaims)
      .where(and(eq(rebateClaims.merchantId, merchantId), eq(rebateClaims.memberId, memberId)))
      .orderBy(desc(rebateClaims.id))
      .limit(50);
  }

  async openClaim(q: WalletTx, merchantId: number, memberId: number, at: Date): Promise<number> {
    const [r] = await q
      .insert(rebateClaims)
      .values({ merchantId, memberId, amount: '0', createdAt: at })
      .returning({ id: rebateClaims.id });
    if (!r) throw new Error('insert returned nothing');
    return r.id;
  }

  /**
   * Gives every unclaimed accrual of the member to this claim and returns their rebates. Row locks
   * make a concurrent claim wait, then find nothing left (claim_id is no longer null).
   */
  async take(q: WalletTx, merchantId: number, memberId: number, claimId: number): Promise<string[]> {
    const rows = await q
      .update(rebateAccruals)
      .set({ claimId })
      .where(and(eq(rebateAccruals.merchantId, merchantId), eq(rebateAccruals.memberId, memberId), isNull(rebateAccruals.claimId)))
      .returning({ rebate: rebateAccruals.rebate });
    return rows.map((r) => r.rebate);
  }

  async closeClaim(q: WalletTx, claimId: number, amount: string, transactionId: number): Promise<void> {
    await q.update(rebateClaims).set({ amount, transactionId }).where(eq(rebateClaims.id, claimId));
  }
}
