import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { promoCodeRedemptions, promoCodes } from './promotions.promo-codes.tables.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeNew = typeof promoCodes.$inferInsert;
export type RedemptionRow = typeof promoCodeRedemptions.$inferSelect;
type Q = Db | Tx | WalletTx;

export class PromoCodesRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  byCode(merchantId: number, code: string, q: Q = this.db): Promise<PromoCodeRow | undefined> {
    return q
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.merchantId, merchantId), eq(promoCodes.code, code)))
      .then((r) => r[0]);
  }

  /** Whether any code could be redeemed now (on, started, not ended, not used up). */
  async anyLive(merchantId: number, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.merchantId, merchantId),
          eq(promoCodes.enabled, true),
          or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
          or(isNull(promoCodes.startsAt), sql`${promoCodes.startsAt} <= ${now}`),
          or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  list(merchantId: number): Promise<PromoCodeRow[]> {
    return this.db.select().from(promoCodes).where(eq(promoCodes.merchantId, merchantId)).orderBy(desc(promoCodes.id)).limit(500);
  }

  /** Null when the merchant already has the code. */
  async insert(row: PromoCodeNew, q: Q = this.db): Promise<PromoCodeRow | null> {
    const [created] = await q.insert(promoCodes).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async setEnabled(merchantId: number, id: number, enabled: boolean): Promise<PromoCodeRow | null> {
    const [row] = await this.db
      .update(promoCodes)
      .set({ enabled })
      .where(and(eq(promoCodes.merchantId, merchantId), eq(promoCodes.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * Takes one use of the code if it is on, inside its window and not used up. The row lock this
   * update takes makes a concurrent redemption of the last use wait and then find none left.
   */
  async takeUse(tx: Tx, merchantId: number, id: number, now: Date): Promise<PromoCodeRow | null> {
    const [row] = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.merchantId, merchantId),
          eq(promoCodes.id, id),
          eq(promoCodes.enabled, true),
          or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
          or(isNull(promoCodes.startsAt), sql`${promoCodes.startsAt} <= ${now}`),
          or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Null when the member has redeemed this code before (the unique index; a concurrent twin waits on it). */
  async addRedemption(tx: Tx, row: typeof promoCodeRedemptions.$inferInsert): Promise<RedemptionRow | null> {
    const [created] = await tx.insert(promoCodeRedemptions).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async setTransaction(tx: Tx, id: number, transactionId: number): Promise<void> {
    await tx.update(promoCodeRedemptions).set({ transactionId }).where(eq(promoCodeRedemptions.id, id));
  }

  redeemedBy(merchantId: number, codeId: number, memberId: number): Promise<RedemptionRow | undefined> {
    return this.db
      .select()
      .from(promoCodeRedemptions)
      .where(
        and(
          eq(promoCodeRedemptions.merchantId, merchantId),
          eq(promoCodeRedemptions.codeId, codeId),
          eq(promoCodeRedemptions.memberId, memberId),
        ),
      )
      .then((r) => r[0]);
  }

  /** The member's redemptions with their code, newest first. */
  ofMember(merchantId: number, memberId: number, limit = 50) {
    return this.db
      .select({ r: promoCodeRedemptions, code: promoCodes.code })
      .from(promoCodeRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.codeId))
      .where(and(eq(promoCodeRedemptions.merchantId, merchantId), eq(promoCodeRedemptions.memberId, memberId)))
      .orderBy(desc(promoCodeRedemptions.redeemedAt), desc(promoCodeRedemptions.id))
      .limit(limit);
  }

  /** Redemptions that carry a wagering requirement, oldest first (they stack with reward applications'). */
  wageringBonuses(merchantId: number, memberId: number) {
    return this.db
      .select({ r: promoCodeRedemptions, code: promoCodes.code })
      .from(promoCodeRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.codeId))
      .where(
        and(
          eq(promoCodeRedemptions.merchantId, merchantId),
          eq(promoCodeRedemptions.memberId, memberId),
          gt(promoCodeRedemptions.turnoverRequired, '0'),
        ),
      )
      .orderBy(asc(promoCodeRedemptions.redeemedAt), asc(promoCodeRedemptions.id));
  }
}
