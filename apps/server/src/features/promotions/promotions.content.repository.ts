import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { PopupRow, PromotionRow } from './promotions.repository.js';
import { promoBanners, promoPopups, promotions, rewardApplications } from './promotions.tables.js';

/** What the console's content editors read and write: every row, whatever its dates. */
export class PromotionsContentRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new brand's banners and promotions, copied from its template in the onboarding transaction
   * (ADR 070). A promotion's link to another promotion names the template's row, so it is not copied.
   */
  async copyDefaults(tx: Tx, from: number, to: number): Promise<void> {
    const banners = await tx.select().from(promoBanners).where(eq(promoBanners.merchantId, from));
    if (banners.length) await tx.insert(promoBanners).values(banners.map(({ id: _, ...b }) => ({ ...b, merchantId: to })));
    const rows = await tx.select().from(promotions).where(eq(promotions.merchantId, from));
    if (rows.length) await tx.insert(promotions).values(rows.map(({ id: _, ...p }) => ({ ...p, merchantId: to, linkedPromotionId: null })));
  }

  allPromotions(merchantId: number): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantId, merchantId))
      .orderBy(asc(promotions.sort), desc(promotions.startDate), desc(promotions.id));
  }

  async updatePromotion(merchantId: number, id: number, values: Partial<typeof promotions.$inferInsert>): Promise<PromotionRow | null> {
    const rows = await this.db
      .update(promotions)
      .set(values)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      .returning();
    return rows[0] ?? null;
  }

  /**
   * Deletes a promotion nobody has applied for, in one statement; one with applications stays (its
   * claims and paid bonuses name it) and answers 'in_use'.
   */
  async deletePromotion(merchantId: number, id: number): Promise<'deleted' | 'in_use' | 'missing'> {
    const rows = await this.db
      .delete(promotions)
      .where(
        and(
          eq(promotions.merchantId, merchantId),
          eq(promotions.id, id),
          sql`not exists (select 1 from ${rewardApplications} where ${rewardApplications.promotionId} = ${promotions.id})`,
        ),
      )
      .returning({ id: promotions.id });
    if (rows.length > 0) return 'deleted';
    const [left] = await this.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
    return left ? 'in_use' : 'missing';
  }

  allPopups(merchantId: number): Promise<PopupRow[]> {
    return this.db
      .select()
      .from(promoPopups)
      .where(eq(promoPopups.merchantId, merchantId))
      .orderBy(asc(promoPopups.sort), asc(promoPopups.id));
  }

  async updatePopup(merchantId: number, id: number, values: Partial<typeof promoPopups.$inferInsert>): Promise<PopupRow | null> {
    const rows = await this.db
      .update(promoPopups)
      .set(values)
      .where(and(eq(promoPopups.merchantId, merchantId), eq(promoPopups.id, id)))
      .returning();
    return rows[0] ?? null;
  }
}
