import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { HelpRow, MerchantRow } from './system.repository.js';
import { helpItems, merchantDomains, merchantOnboardings, merchants } from './system.tables.js';

export type OnboardingRow = typeof merchantOnboardings.$inferSelect;
export type BrandRow = {
  id: number;
  code: string;
  name: string;
  status: string;
  currency: string;
  createdAt: Date;
  primaryDomain: string | null;
};

/** The outer row's id, qualified: inside a subquery drizzle would print a bare "id" (the domain's own). */
const outerId = sql.raw('"merchants"."id"');

/** A user's search text inside LIKE: `%` and `_` are literal. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The platform's view of brands (ADR 070): the merchants list, onboarding keys, suspension. */
export class BrandsRepository {
  constructor(private readonly db: Db) {}

  async onboarding(
    clientKey: string,
    q: Db | Tx = this.db,
  ): Promise<(OnboardingRow & { code: string; name: string; status: string }) | null> {
    const [row] = await q
      .select({ onboarding: merchantOnboardings, code: merchants.code, name: merchants.name, status: merchants.status })
      .from(merchantOnboardings)
      .innerJoin(merchants, eq(merchants.id, merchantOnboardings.merchantId))
      .where(eq(merchantOnboardings.clientKey, clientKey))
      .limit(1);
    return row ? { ...row.onboarding, code: row.code, name: row.name, status: row.status } : null;
  }

  async recordOnboarding(tx: Tx, row: typeof merchantOnboardings.$inferInsert): Promise<void> {
    await tx.insert(merchantOnboardings).values(row);
  }

  async codeTaken(code: string, q: Db | Tx = this.db): Promise<boolean> {
    const rows = await q.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)).limit(1);
    return rows.length > 0;
  }

  /** Which of these hosts some merchant already answers on (hosts are unique platform-wide). */
  async hostsTaken(hosts: string[], q: Db | Tx = this.db): Promise<string[]> {
    if (!hosts.length) return [];
    const rows = await q.select({ host: merchantDomains.host }).from(merchantDomains).where(inArray(merchantDomains.host, hosts));
    return rows.map((r) => r.host);
  }

  async templateHelp(tx: Tx, merchantId: number): Promise<HelpRow[]> {
    return tx.select().from(helpItems).where(eq(helpItems.merchantId, merchantId)).orderBy(asc(helpItems.id));
  }

  async insertHelp(tx: Tx, row: typeof helpItems.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(helpItems).values(row).returning({ id: helpItems.id });
    if (!inserted) throw new Error('help insert returned nothing');
    return inserted.id;
  }

  /**
   * One page of brands, newest first. The search is a code prefix, or part of a name or of any of the
   * merchant's hosts; one count and one page query, whatever the number of merchants.
   */
  async page(f: { q?: string; status?: string; offset: number; limit: number }): Promise<{ rows: BrandRow[]; total: number }> {
    const where: SQL[] = [];
    if (f.status) where.push(eq(merchants.status, f.status));
    if (f.q) {
      const text = likeText(f.q.toLowerCase());
      // `in (…)`, not a correlated `exists`: under `or` the planner keeps `exists` as one subplan run per
      // merchant, where `in` reads the hosts once into a hashed set (ADR 071).
      const hostMatch = sql`${merchants.id} in (select d.merchant_id from ${merchantDomains} d where d.host like ${`%${text}%`})`;
      where.push(or(sql`${merchants.code} like ${`${text}%`}`, sql`lower(${merchants.name}) like ${`%${text}%`}`, hostMatch)!);
    }
    const filter = where.length ? and(...where) : undefined;
    const primary = sql<string | null>`(select d.host from ${merchantDomains} d where d.merchant_id = ${outerId} and d.is_primary limit 1)`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: merchants.id,
          code: merchants.code,
          name: merchants.name,
          status: merchants.status,
          currency: merchants.currency,
          createdAt: merchants.createdAt,
          primaryDomain: primary,
        })
        .from(merchants)
        .where(filter)
        .orderBy(desc(merchants.id))
        .limit(f.limit)
        .offset(f.offset),
      this.db.select({ n: count() }).from(merchants).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Moves a merchant between statuses; null when no merchant has the code. */
  async setStatus(code: string, status: string): Promise<MerchantRow | null> {
    const [row] = await this.db.update(merchants).set({ status, updatedAt: new Date() }).where(eq(merchants.code, code)).returning();
    return row ?? null;
  }
}
