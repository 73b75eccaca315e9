import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { vipHolds, vipKeepRules, vipLoginDays } from './reward-centre.tables.js';

export type KeepRuleRow = typeof vipKeepRules.$inferSelect;
export type HoldRow = typeof vipHolds.$inferSelect;

/** The keep rules, sign-in days and held levels of ADR 055. */
export class VipKeepRepository {
  constructor(private readonly db: Db) {}

  rules(merchantId: number): Promise<KeepRuleRow[]> {
    return this.db.select().from(vipKeepRules).where(eq(vipKeepRules.merchantId, merchantId)).orderBy(vipKeepRules.labelId);
  }

  /** Replaces the merchant's whole set in one transaction (a label left out loses its rule). */
  async replace(merchantId: number, rules: Omit<KeepRuleRow, 'merchantId' | 'updatedAt'>[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(vipKeepRules).where(eq(vipKeepRules.merchantId, merchantId));
      if (rules.length) await tx.insert(vipKeepRules).values(rules.map((r) => ({ ...r, merchantId, updatedAt: at })));
    });
  }

  /** Merchants with at least one keep rule: the only ones the daily review visits. */
  async merchantsWithRules(): Promise<number[]> {
    const rows = await this.db.selectDistinct({ merchantId: vipKeepRules.merchantId }).from(vipKeepRules);
    return rows.map((r) => r.merchantId);
  }

  /** True when `day` is the member's first sign-in that day (a repeat inserts nothing). */
  async recordLoginDay(merchantId: number, memberId: number, day: string): Promise<boolean> {
    const rows = await this.db
      .insert(vipLoginDays)
      .values({ merchantId, memberId, day })
      .onConflictDoNothing()
      .returning({ day: vipLoginDays.day });
    return rows.length > 0;
  }

  async loginDays(merchantId: number, memberId: number): Promise<number> {
    const [r] = await this.db
      .select({ n: count() })
      .from(vipLoginDays)
      .where(and(eq(vipLoginDays.merchantId, merchantId), eq(vipLoginDays.memberId, memberId)));
    return Number(r?.n ?? 0);
  }

  async hold(merchantId: number, memberId: number): Promise<HoldRow | null> {
    const [r] = await this.db
      .select()
      .from(vipHolds)
      .where(and(eq(vipHolds.merchantId, merchantId), eq(vipHolds.memberId, memberId)));
    return r ?? null;
  }

  /** The member now holds `labelId` from `since` (a promotion, or first seen by the review); a past demotion stays marked. */
  async putHold(merchantId: number, memberId: number, labelId: number, since: Date): Promise<void> {
    await this.db
      .insert(vipHolds)
      .values({ merchantId, memberId, labelId, since })
      .onConflictDoUpdate({ target: [vipHolds.merchantId, vipHolds.memberId], set: { labelId, since } });
  }

  /**
   * Claims one demotion: moves the hold from the level and start the review read to the level below,
   * only if nobody did since (a second run or instance finds nothing to claim and sends no notice).
   */
  async claimDemotion(
    merchantId: number,
    memberId: number,
    from: { labelId: number; since: Date },
    to: number,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(vipHolds)
      .set({ labelId: to, since: at, demotedAt: at })
      .where(
        and(
          eq(vipHolds.merchantId, merchantId),
          eq(vipHolds.memberId, memberId),
          eq(vipHolds.labelId, from.labelId),
          sql`${vipHolds.since} = ${from.since.toISOString()}::timestamptz`,
        ),
      )
      .returning({ memberId: vipHolds.memberId });
    return rows.length > 0;
  }
}
