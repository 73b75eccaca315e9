import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  pointsAccounts,
  pointsConfig,
  pointsEntries,
  pointsInfo,
  pointsRedemptions,
  pointsRewardImages,
  pointsRewards,
  pointsRewardTypes,
} from './points.tables.js';

export type Q = Db | Tx;
export type EntryRow = typeof pointsEntries.$inferSelect;
export type RewardRow = typeof pointsRewards.$inferSelect;
export type ImageRow = typeof pointsRewardImages.$inferSelect;
export type RedemptionRow = typeof pointsRedemptions.$inferSelect;
export type ConfigRow = typeof pointsConfig.$inferSelect;
export type NewEntry = Omit<typeof pointsEntries.$inferInsert, 'id' | 'balanceAfter'>;

/** The only place with queries on the points tables. */
export class PointsRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ---- ledger ----

  /** The member's account row, created on first use and locked until the transaction ends. */
  async lockAccount(q: Q, merchantId: number, memberId: number) {
    await q.insert(pointsAccounts).values({ merchantId, memberId }).onConflictDoNothing();
    const [row] = await q
      .select()
      .from(pointsAccounts)
      .where(and(eq(pointsAccounts.merchantId, merchantId), eq(pointsAccounts.memberId, memberId)))
      .for('update');
    if (!row) throw new Error('points account could not be created');
    return row;
  }

  async entryByKey(q: Q, merchantId: number, key: string): Promise<EntryRow | null> {
    const [row] = await q
      .select()
      .from(pointsEntries)
      .where(and(eq(pointsEntries.merchantId, merchantId), eq(pointsEntries.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  /** Moves the balance by a signed amount unless it would go below zero; null when the points are not there. */
  async applyToBalance(q: Q, accountId: number, amount: string): Promise<string | null> {
    const [row] = await q
      .update(pointsAccounts)
      .set({ balance: sql`${pointsAccounts.balance} + ${amount}::numeric` })
      .where(and(eq(pointsAccounts.id, accountId), sql`${pointsAccounts.balance} + ${amount}::numeric >= 0`))
      .returning({ balance: pointsAccounts.balance });
    return row?.balance ?? null;
  }

  async insertEntry(q: Q, entry: NewEntry & { balanceAfter: string }): Promise<EntryRow> {
    const [row] = await q.insert(pointsEntries).values(entry).returning();
    return row!;
  }

  async balance(merchantId: number, memberId: number): Promise<string> {
    const [row] = await this.db
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(and(eq(pointsAccounts.merchantId, merchantId), eq(pointsAccounts.memberId, memberId)));
    return row?.balance ?? '0';
  }

  async entries(merchantId: number, memberId: number, from: Date, to: Date, limit: number, offset: number) {
    const where = and(
      eq(pointsEntries.merchantId, merchantId),
      eq(pointsEntries.memberId, memberId),
      gte(pointsEntries.createdAt, from),
      lt(pointsEntries.createdAt, to),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(pointsEntries).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Reconciliation: accounts whose balance is not the sum of their entries (none when the books are right). */
  async reconcile(merchantId: number): Promise<unknown[]> {
    const res = (await this.db.execute(sql`
      select a.member_id, a.balance, coalesce(sum(e.amount), 0) as ledger
      from points_accounts a left join points_entries e on e.merchant_id = a.merchant_id and e.member_id = a.member_id
      where a.merchant_id = ${merchantId}
      group by a.id
      having a.balance <> coalesce(sum(e.amount), 0)`)) as unknown as { rows: unknown[] };
    return res.rows;
  }

  // ---- config ----

  async config(merchantId: number): Promise<ConfigRow | null> {
    const [row] = await this.db.select().from(pointsConfig).where(eq(pointsConfig.merchantId, merchantId));
    return row ?? null;
  }

  async saveConfig(row: ConfigRow, q: Q = this.db): Promise<void> {
    const { merchantId, ...rest } = row;
    await q.insert(pointsConfig).values(row).onConflictDoUpdate({ target: pointsConfig.merchantId, set: rest });
  }

  // ---- the mall's (i) explanation ----

  infoTexts(merchantId: number): Promise<{ language: string; content: string }[]> {
    return this.db
      .select({ language: pointsInfo.language, content: pointsInfo.content })
      .from(pointsInfo)
      .where(eq(pointsInfo.merchantId, merchantId));
  }

  /** Replaces the given languages' texts in one transaction; an empty text removes that language. */
  async saveInfoTexts(merchantId: number, items: { language: string; content: string }[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { language, content } of items) {
        const key = and(eq(pointsInfo.merchantId, merchantId), eq(pointsInfo.language, language));
        if (!content) await tx.delete(pointsInfo).where(key);
        else
          await tx
            .insert(pointsInfo)
            .values({ merchantId, language, content, updatedAt: at })
            .onConflictDoUpdate({ target: [pointsInfo.merchantId, pointsInfo.language], set: { content, updatedAt: at } });
      }
    });
  }

  // ---- catalogue ----

  rewardTypes(merchantId: number) {
    return this.db
      .select()
      .from(pointsRewardTypes)
      .where(eq(pointsRewardTypes.merchantId, merchantId))
      .orderBy(asc(pointsRewardTypes.sort), asc(pointsRewardTypes.typeId));
  }

  async saveRewardType(row: typeof pointsRewardTypes.$inferInsert) {
    const { merchantId: _m, typeId: _t, ...rest } = row;
    await this.db
      .insert(pointsRewardTypes)
      .values(row)
      .onConflictDoUpdate({ target: [pointsRewardTypes.merchantId, pointsRewardTypes.typeId], set: rest });
  }

  async rewards(merchantId: number, type: number | undefined, limit: number, offset: number) {
    const where = and(
      eq(pointsRewards.merchantId, merchantId),
      eq(pointsRewards.active, true),
      type === undefined ? undefined : eq(pointsRewards.typeId, type),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(pointsRewards).where(where).orderBy(asc(pointsRewards.sort), asc(pointsRewards.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(pointsRewards).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async reward(merchantId: number, id: number, q: Q = this.db): Promise<RewardRow | null> {
    const [row] = await q
      .select()
      .from(pointsRewards)
      .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, id)));
    return row ?? null;
  }

  async insertReward(row: typeof pointsRewards.$inferInsert): Promise<RewardRow> {
    const [created] = await this.db.insert(pointsRewards).values(row).returning();
    return created!;
  }

  async updateReward(merchantId: number, id: number, set: Partial<typeof pointsRewards.$inferInsert>): Promise<RewardRow | null> {
    const [row] = await this.db
      .update(pointsRewards)
      .set(set)
      .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, id)))
      .returning();
    return row ?? null;
  }

  imagesOf(rewardIds: number[]): Promise<ImageRow[]> {
    if (!rewardIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(pointsRewardImages)
      .where(inArray(pointsRewardImages.rewardId, rewardIds))
      .orderBy(asc(pointsRewardImages.sort), asc(pointsRewardImages.id));
  }

  async replaceImages(merchantId: number, rewardId: number, images: { type: string; imageUrl: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(pointsRewardImages)
        .where(and(eq(pointsRewardImages.merchantId, merchantId), eq(pointsRewardImages.rewardId, rewardId)));
      if (images.length)
        await tx
          .insert(pointsRewardImages)
          .values(images.map((img, sort) => ({ merchantId, rewardId, type: img.type, imageUrl: img.imageUrl, sort })));
    });
  }

  /** Takes stock only while enough is left: the row lock makes concurrent redemptions queue here. */
  async takeStock(q: Q, merchantId: number, id: number, quantity: number): Promise<boolean> {
    const rows = await q
      .update(pointsRewards)
      .set({ inventory: sql`${pointsRewards.inventory} - ${quantity}`, adjustedCount: sql`${pointsRewards.adjustedCount} + ${quantity}` })
      .where(
        and(
          eq(pointsRewards.merchantId, merchantId),
          eq(pointsRewards.id, id),
          eq(pointsRewards.active, true),
          gte(pointsRewards.inventory, quantity),
        ),
      )
      .returning({ id: pointsRewards.id });
    return rows.length === 1;
  }

  async returnStock(q: Q, merchantId: number, id: number, quantity: number): Promise<void> {
    await q
      .update(pointsRewards)
      .set({
        inventory: sql`${pointsRewards.inventory} + ${quantity}`,
        adjustedCount: sql`greatest(${pointsRewards.adjustedCount} - ${quantity}, 0)`,
      })
      .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, id)));
  }

  // ---- redemptions ----

  async insertRedemption(q: Q, row: typeof pointsRedemptions.$inferInsert): Promise<RedemptionRow> {
    const [created] = await q.insert(pointsRedemptions).values(row).returning();
    return created!;
  }

  /** Decides a pending redemption; null when it is not pending any more (decided once, never twice). */
  async decide(q: Q, merchantId: number, id: number, status: 'A' | 'R', remarks: string, at: Date): Promise<RedemptionRow | null> {
    const [row] = await q
      .update(pointsRedemptions)
      .set({ status, decisionRemarks: remarks, decidedAt: at })
      .where(and(eq(pointsRedemptions.merchantId, merchantId), eq(pointsRedemptions.id, id), eq(pointsRedemptions.status, 'P')))
      .returning();
    return row ?? null;
  }

  async redemption(merchantId: number, id: number): Promise<RedemptionRow | null> {
    const [row] = await this.db
      .select()
      .from(pointsRedemptions)
      .where(and(eq(pointsRedemptions.merchantId, merchantId), eq(pointsRedemptions.id, id)));
    return row ?? null;
  }

  async redemptions(filter: {
    merchantId: number;
    memberId?: number;
    status?: string;
    from?: Date;
    to?: Date;
    limit: number;
    offset: number;
  }) {
    const where = and(
      eq(pointsRedemptions.merchantId, filter.merchantId),
      filter.memberId === undefined ? undefined : eq(pointsRedemptions.memberId, filter.memberId),
      filter.status ? eq(pointsRedemptions.status, filter.status) : undefined,
      filter.from ? gte(pointsRedemptions.createdAt, filter.from) : undefined,
      filter.to ? lt(pointsRedemptions.createdAt, filter.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(pointsRedemptions).where(where).orderBy(desc(pointsRedemptions.id)).limit(filter.limit).offset(filter.offset),
      this.db.select({ n: count() }).from(pointsRedemptions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
