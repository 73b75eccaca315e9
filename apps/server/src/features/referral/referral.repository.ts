import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { WalletTx } from '../wallet/index.js';
import { referralCodes, referralLinks, referralSettings } from './referral.tables.js';

export type LinkRow = typeof referralLinks.$inferSelect;

export class ReferralRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async settings(merchantId: number) {
    const [r] = await this.db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId));
    return r ?? null;
  }

  async putSettings(row: typeof referralSettings.$inferInsert, q: Db | WalletTx = this.db): Promise<void> {
    await q
      .insert(referralSettings)
      .values(row)
      .onConflictDoUpdate({
        target: referralSettings.merchantId,
        set: { enabled: row.enabled, reward: row.reward, minDeposit: row.minDeposit },
      });
  }

  async codeOf(merchantId: number, memberId: number): Promise<string | null> {
    const [r] = await this.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.memberId, memberId)));
    return r?.code ?? null;
  }

  /** False when the member has a code already or the code is taken (the caller tries another). */
  async addCode(merchantId: number, memberId: number, code: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(referralCodes)
      .values({ merchantId, memberId, code, createdAt: at })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    return rows.length > 0;
  }

  async ownerOf(merchantId: number, code: string): Promise<number | null> {
    const [r] = await this.db
      .select({ memberId: referralCodes.memberId })
      .from(referralCodes)
      .where(and(eq(referralCodes.merchantId, merchantId), sql`lower(${referralCodes.code}) = ${code.toLowerCase()}`));
    return r?.memberId ?? null;
  }

  async link(row: typeof referralLinks.$inferInsert): Promise<void> {
    await this.db.insert(referralLinks).values(row).onConflictDoNothing();
  }

  links(merchantId: number, referrerId: number) {
    return this.db
      .select()
      .from(referralLinks)
      .where(and(eq(referralLinks.merchantId, merchantId), eq(referralLinks.referrerId, referrerId)))
      .orderBy(desc(referralLinks.id))
      .limit(200);
  }

  async totalReward(merchantId: number, referrerId: number): Promise<string> {
    const [r] = await this.db
      .select({ total: sql<string | null>`sum(${referralLinks.reward})::text` })
      .from(referralLinks)
      .where(and(eq(referralLinks.merchantId, merchantId), eq(referralLinks.referrerId, referrerId)));
    return r?.total ?? '0';
  }

  /** Marks the link rewarded; null when there is none or it was rewarded before (then pay nothing). */
  async markRewarded(q: WalletTx, merchantId: number, referredId: number, reward: string, at: Date): Promise<LinkRow | null> {
    const [r] = await q
      .update(referralLinks)
      .set({ reward, rewardedAt: at })
      .where(and(eq(referralLinks.merchantId, merchantId), eq(referralLinks.referredId, referredId), isNull(referralLinks.rewardedAt)))
      .returning();
    return r ?? null;
  }

  async paid(q: WalletTx, id: number, transactionId: number): Promise<void> {
    await q.update(referralLinks).set({ transactionId }).where(eq(referralLinks.id, id));
  }
}
