import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { rebateAccruals, rebateClaims, rebateRates } from './rebates.tables.js';

export class RebatesRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  rates(merchantId: number) {
    return this.db.select().from(rebateRates).where(eq(rebateRates.merchantId, merchantId)).orderBy(rebateRates.productType);
  }

  async rate(merchantId: number, productType: string, q: WalletTx = this.db): Promise<string | null> {
    const [r] = await q
      .select({ rate: rebateRates.rate })
      .from(rebateRates)
      .where(and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.productType, productType)));
    return r?.rate ?? null;
  }

  /** In one transaction of its own, or in the caller's (an approval's). */
  async setRates(merchantId: number, rates: { productType: string; rate: string }[], q?: WalletTx): Promise<void> {
    const inTx = (work: (tx: WalletTx) => Promise<void>) => (q ? work(q) : this.db.transaction(work));
    await inTx(async (tx) => {
      for (const r of rates)
        await tx
          .insert(rebateRates)
          .values({ merchantId, ...r })
          .onConflictDoUpdate({ target: [rebateRates.merchantId, rebateRates.productType], set: { rate: r.rate } });
    });
  }

  /** False when the bet was recorded already. */
  async accrue(row: typeof rebateAccruals.$inferInsert, q: WalletTx = this.db): Promise<boolean> {
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

  /** The member's stakes in [from, to) — to null: up to now (every settled bet of a known product, whatever its rate). */
  async turnover(merchantId: number, memberId: number, from: Date, to: Date | null): Promise<string> {
    const [r] = await this.db
      .select({ total: sql<string>`coalesce(sum(${rebateAccruals.turnover}), 0)::numeric(24,4)::text` })
      .from(rebateAccruals)
      .where(
        and(
          eq(rebateAccruals.merchantId, merchantId),
          eq(rebateAccruals.memberId, memberId),
          gte(rebateAccruals.createdAt, from),
          to ? lt(rebateAccruals.createdAt, to) : undefined,
        ),
      );
    return r?.total ?? '0.0000';
  }

  /**
   * Members ranked by stakes in [from, to): the first `limit`, and `memberId`'s own place. Ties go
   * to the member who placed their first counted bet earlier, then the lower id, so a rank never
   * changes between two reads of a closed period.
   */
  async ranking(merchantId: number, from: Date, to: Date, limit: number, memberId: number | null) {
    const res = await this.db.execute(sql`
      with totals as (
        select member_id, sum(turnover) as total, min(created_at) as first_at
          from rebate_accruals
         where merchant_id = ${merchantId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
         group by member_id having sum(turnover) > 0),
      ranked as (select member_id, total, row_number() over (order by total desc, first_at, member_id) as place from totals)
      select member_id, total::numeric(24,4)::text as total, place::int as place from ranked
       where place <= ${limit} or member_id = ${memberId ?? -1}
       order by place`);
    return (res as unknown as { rows: { member_id: number; total: string; place: number }[] }).rows.map((r) => ({
      memberId: Number(r.member_id),
      value: r.total,
      rank: Number(r.place),
    }));
  }
}
