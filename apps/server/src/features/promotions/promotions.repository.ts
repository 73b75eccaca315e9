import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { promoBanners, promoPopups, promotions, rewardApplicationImages, rewardApplications } from './promotions.tables.js';

export type BannerRow = typeof promoBanners.$inferSelect;
export type PopupRow = typeof promoPopups.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type ApplicationRow = typeof rewardApplications.$inferSelect;
export type StoredImage = { mime: string; bytes: Buffer };

export class PromotionsRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  banners(merchantId: number, groupName: string): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(promoBanners)
      .where(and(eq(promoBanners.merchantId, merchantId), eq(promoBanners.groupName, groupName)))
      .orderBy(asc(promoBanners.sort), asc(promoBanners.id));
  }

  /** Popups for this audience whose window (if any) holds `now`: started, and not yet ended. */
  popups(merchantId: number, executions: string[], now: Date): Promise<PopupRow[]> {
    return this.db
      .select()
      .from(promoPopups)
      .where(
        and(
          eq(promoPopups.merchantId, merchantId),
          inArray(promoPopups.execution, executions),
          or(isNull(promoPopups.startsAt), lte(promoPopups.startsAt, now)),
          or(isNull(promoPopups.endsAt), gt(promoPopups.endsAt, now)),
        ),
      )
      .orderBy(asc(promoPopups.sort), asc(promoPopups.id));
  }

  private running(merchantId: number, now: Date): SQL {
    return and(
      eq(promotions.merchantId, merchantId),
      lte(promotions.startDate, now),
      or(isNull(promotions.endDate), gt(promotions.endDate, now)),
    ) as SQL;
  }

  list(merchantId: number, now: Date): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(promotions)
      .where(this.running(merchantId, now))
      .orderBy(asc(promotions.sort), desc(promotions.startDate), desc(promotions.id));
  }

  async running1(merchantId: number, id: number, now: Date): Promise<PromotionRow | null> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(this.running(merchantId, now), eq(promotions.id, id)));
    return row ?? null;
  }

  async byId(merchantId: number, id: number): Promise<PromotionRow | null> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
    return row ?? null;
  }

  /** Running promotions by type, for the info-bar count. */
  async countsByType(merchantId: number, now: Date) {
    return this.db
      .select({ type: promotions.promotionType, n: count() })
      .from(promotions)
      .where(this.running(merchantId, now))
      .groupBy(promotions.promotionType);
  }

  async insertBanner(row: typeof promoBanners.$inferInsert) {
    return one(await this.db.insert(promoBanners).values(row).returning());
  }
  /** Every banner of every group, for the operator console. */
  allBanners(merchantId: number): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(promoBanners)
      .where(eq(promoBanners.merchantId, merchantId))
      .orderBy(asc(promoBanners.groupName), asc(promoBanners.sort), asc(promoBanners.id));
  }
  async updateBanner(merchantId: number, id: number, values: Partial<typeof promoBanners.$inferInsert>): Promise<BannerRow | null> {
    const rows = await this.db
      .update(promoBanners)
      .set(values)
      .where(and(eq(promoBanners.merchantId, merchantId), eq(promoBanners.id, id)))
      .returning();
    return rows[0] ?? null;
  }
  async insertPopup(row: typeof promoPopups.$inferInsert) {
    return one(await this.db.insert(promoPopups).values(row).returning());
  }
  async deletePopup(merchantId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(promoPopups)
      .where(and(eq(promoPopups.merchantId, merchantId), eq(promoPopups.id, id)))
      .returning({ id: promoPopups.id });
    return rows.length > 0;
  }
  async insertPromotion(row: typeof promotions.$inferInsert) {
    return one(await this.db.insert(promotions).values(row).returning());
  }

  /** The member's latest application per promotion. */
  async statusesOf(merchantId: number, memberId: number): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ promotionId: rewardApplications.promotionId, status: rewardApplications.status })
      .from(rewardApplications)
      .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.memberId, memberId)))
      .orderBy(asc(rewardApplications.id));
    return new Map(rows.map((r) => [r.promotionId, r.status]));
  }

  /**
   * Stores the application and its pictures in one transaction. Null when the member already has
   * an open or approved application for the promotion (the partial unique index decides races).
   */
  async apply(row: typeof rewardApplications.$inferInsert, images: StoredImage[]): Promise<ApplicationRow | null> {
    return this.db.transaction(async (tx) => {
      const [app] = await tx.insert(rewardApplications).values(row).onConflictDoNothing().returning();
      if (!app) return null;
      if (images.length)
        await tx
          .insert(rewardApplicationImages)
          .values(images.map((i) => ({ merchantId: row.merchantId, applicationId: app.id, mime: i.mime, bytes: i.bytes })));
      return app;
    });
  }

  applicationsOf(merchantId: number, memberId: number) {
    return this.withTitles(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.memberId, memberId)) as SQL, 100);
  }

  applications(merchantId: number, status: string | undefined, limit: number) {
    return this.withTitles(
      and(eq(rewardApplications.merchantId, merchantId), status ? eq(rewardApplications.status, status) : undefined) as SQL,
      limit,
    );
  }

  async application(merchantId: number, id: number) {
    return (await this.withTitles(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.id, id)) as SQL, 1))[0] ?? null;
  }

  private async withTitles(where: SQL, limit: number) {
    const rows = await this.db
      .select({
        app: rewardApplications,
        title: promotions.title,
        translations: promotions.translations,
        images: count(rewardApplicationImages.id),
      })
      .from(rewardApplications)
      .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
      .leftJoin(rewardApplicationImages, eq(rewardApplicationImages.applicationId, rewardApplications.id))
      .where(where)
      .groupBy(rewardApplications.id, promotions.title, promotions.translations)
      .orderBy(desc(rewardApplications.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.app, promotionTitle: r.title, promotionTranslations: r.translations, images: r.images }));
  }

  async images(merchantId: number, applicationId: number): Promise<StoredImage[]> {
    return this.db
      .select({ mime: rewardApplicationImages.mime, bytes: rewardApplicationImages.bytes })
      .from(rewardApplicationImages)
      .where(and(eq(rewardApplicationImages.merchantId, merchantId), eq(rewardApplicationImages.applicationId, applicationId)))
      .orderBy(asc(rewardApplicationImages.id));
  }

  /** Moves a PENDING application to its decision; null when it was decided already (by a racing call). */
  async decide(
    q: WalletTx,
    merchantId: number,
    id: number,
    change: Partial<typeof rewardApplications.$inferInsert>,
  ): Promise<ApplicationRow | null> {
    const [row] = await q
      .update(rewardApplications)
      .set(change)
      .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.id, id), eq(rewardApplications.status, 'PENDING')))
      .returning();
    return row ?? null;
  }

  /** Approved bonuses of the member that carry a wagering requirement and were not waived, oldest first. */
  wageringBonuses(merchantId: number, memberId: number) {
    return this.db
      .select({ app: rewardApplications, title: promotions.title })
      .from(rewardApplications)
      .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
      .where(
        and(
          eq(rewardApplications.merchantId, merchantId),
          eq(rewardApplications.memberId, memberId),
          eq(rewardApplications.status, 'APPROVED'),
          gt(rewardApplications.turnoverRequired, '0'),
          isNull(rewardApplications.wageringWaivedAt),
        ),
      )
      .orderBy(asc(rewardApplications.decidedAt), asc(rewardApplications.id));
  }

  /** Waives an approved application's requirement once; null when there is none to waive (or it was waived). */
  async waiveWagering(
    merchantId: number,
    id: number,
    remarks: string,
    at: Date,
    q: Db | WalletTx = this.db,
  ): Promise<ApplicationRow | null> {
    const [row] = await q
      .update(rewardApplications)
      .set({ wageringWaivedAt: at, wageringWaiveRemarks: remarks })
      .where(
        and(
          eq(rewardApplications.merchantId, merchantId),
          eq(rewardApplications.id, id),
          eq(rewardApplications.status, 'APPROVED'),
          gt(rewardApplications.turnoverRequired, '0'),
          isNull(rewardApplications.wageringWaivedAt),
        ),
      )
      .returning();
    return row ?? null;
  }
}

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}
