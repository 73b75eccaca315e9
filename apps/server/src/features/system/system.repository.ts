import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  cryptoKeys,
  helpItems,
  merchantCustomerService,
  merchantDomains,
  merchantFlags,
  merchantRegisterRules,
  merchantResources,
  merchants,
} from './system.tables.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
export type ResourceRow = typeof merchantResources.$inferSelect;
export type CustomerServiceRow = typeof merchantCustomerService.$inferSelect;
export type HelpRow = typeof helpItems.$inferSelect;
export type CryptoKeyRow = typeof cryptoKeys.$inferSelect;

/** The only place with queries on the system feature's tables. */
export class SystemRepository {
  constructor(private readonly db: Db) {}

  async countMerchants(): Promise<number> {
    const rows = await this.db.select({ id: merchants.id }).from(merchants).limit(1);
    return rows.length;
  }

  async merchantByCodeOrHost(code: string | null, host: string): Promise<MerchantRow | null> {
    if (code) {
      const [row] = await this.db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ?? null;
    }
    const [row] = await this.db
      .select({ merchant: merchants })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
      .where(eq(merchantDomains.host, host))
      .limit(1);
    return row?.merchant ?? null;
  }

  async merchantById(id: number): Promise<MerchantRow | null> {
    const [row] = await this.db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
    return row ?? null;
  }

  async insertMerchant(values: NewMerchant): Promise<MerchantRow> {
    const [row] = await this.db.insert(merchants).values(values).returning();
    if (!row) throw new Error('merchant insert returned nothing');
    return row;
  }

  async updateMerchant(id: number, values: Partial<NewMerchant>): Promise<void> {
    await this.db
      .update(merchants)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(merchants.id, id));
  }

  async flagOverrides(merchantId: number): Promise<Record<string, boolean>> {
    const rows = await this.db.select().from(merchantFlags).where(eq(merchantFlags.merchantId, merchantId));
    return Object.fromEntries(rows.map((r) => [r.flag, r.enabled]));
  }

  async setFlags(merchantId: number, flags: Record<string, boolean>): Promise<void> {
    const entries = Object.entries(flags);
    if (!entries.length) return;
    await this.db
      .insert(merchantFlags)
      .values(entries.map(([flag, enabled]) => ({ merchantId, flag, enabled })))
      .onConflictDoUpdate({ target: [merchantFlags.merchantId, merchantFlags.flag], set: { enabled: sqlExcluded('enabled') } });
  }

  async addDomains(merchantId: number, domains: { host: string; kind: 'site' | 'mirror' }[]): Promise<void> {
    if (domains.length) await this.db.insert(merchantDomains).values(domains.map((d) => ({ merchantId, ...d })));
  }

  /** Replaces the merchant's mirror hosts (site hosts stay). */
  async replaceMirrors(merchantId: number, hosts: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(merchantDomains).where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.kind, 'mirror')));
      if (hosts.length) await tx.insert(merchantDomains).values(hosts.map((host) => ({ merchantId, host, kind: 'mirror' as const })));
    });
  }

  /** Adds one host; false when any merchant already answers on it (hosts are unique platform-wide). */
  async addDomain(merchantId: number, host: string, kind: 'site' | 'mirror'): Promise<boolean> {
    const rows = await this.db
      .insert(merchantDomains)
      .values({ merchantId, host, kind })
      .onConflictDoNothing()
      .returning({ id: merchantDomains.id });
    return rows.length > 0;
  }

  /**
   * Removes one host unless it is the primary (oldest site) host. One statement, so two removals
   * racing each other can never leave the merchant without a site host.
   */
  async removeDomain(merchantId: number, host: string): Promise<boolean> {
    const primary = this.db
      .select({ id: sql`min(${merchantDomains.id})` })
      .from(merchantDomains)
      .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.kind, 'site')));
    const rows = await this.db
      .delete(merchantDomains)
      .where(
        and(
          eq(merchantDomains.merchantId, merchantId),
          eq(merchantDomains.host, host),
          sql`${merchantDomains.id} <> coalesce((${primary}), 0)`,
        ),
      )
      .returning({ id: merchantDomains.id });
    return rows.length > 0;
  }

  async replaceResources(merchantId: number, rows: Omit<typeof merchantResources.$inferInsert, 'merchantId'>[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(merchantResources).where(eq(merchantResources.merchantId, merchantId));
      if (rows.length) await tx.insert(merchantResources).values(rows.map((r) => ({ ...r, merchantId })));
    });
  }

  async replaceCustomerService(merchantId: number, rows: Omit<typeof merchantCustomerService.$inferInsert, 'merchantId'>[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(merchantCustomerService).where(eq(merchantCustomerService.merchantId, merchantId));
      if (rows.length) await tx.insert(merchantCustomerService).values(rows.map((r) => ({ ...r, merchantId })));
    });
  }

  async domains(merchantId: number): Promise<{ host: string; kind: string }[]> {
    return this.db
      .select({ host: merchantDomains.host, kind: merchantDomains.kind })
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, merchantId))
      .orderBy(asc(merchantDomains.id));
  }

  async resources(merchantId: number): Promise<ResourceRow[]> {
    return this.db
      .select()
      .from(merchantResources)
      .where(eq(merchantResources.merchantId, merchantId))
      .orderBy(asc(merchantResources.sort));
  }

  async addResources(rows: (typeof merchantResources.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(merchantResources).values(rows);
  }

  async customerService(merchantId: number): Promise<CustomerServiceRow[]> {
    return this.db
      .select()
      .from(merchantCustomerService)
      .where(eq(merchantCustomerService.merchantId, merchantId))
      .orderBy(asc(merchantCustomerService.sort));
  }

  async addCustomerService(rows: (typeof merchantCustomerService.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(merchantCustomerService).values(rows);
  }

  async registerRuleOverrides(merchantId: number) {
    return this.db.select().from(merchantRegisterRules).where(eq(merchantRegisterRules.merchantId, merchantId));
  }

  async setRegisterRules(rows: (typeof merchantRegisterRules.$inferInsert)[]): Promise<void> {
    if (!rows.length) return;
    await this.db
      .insert(merchantRegisterRules)
      .values(rows)
      .onConflictDoUpdate({ target: [merchantRegisterRules.merchantId, merchantRegisterRules.key], set: { rule: sqlExcluded('rule') } });
  }

  async replaceRegisterRules(merchantId: number, rows: (typeof merchantRegisterRules.$inferInsert)[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(merchantRegisterRules).where(eq(merchantRegisterRules.merchantId, merchantId));
      if (rows.length) await tx.insert(merchantRegisterRules).values(rows);
    });
  }

  async helpItems(merchantId: number, language: string): Promise<HelpRow[]> {
    return this.db
      .select()
      .from(helpItems)
      .where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.language, language as HelpRow['language'])))
      .orderBy(asc(helpItems.sort), asc(helpItems.id));
  }

  /** Replaces a language's help tree in one transaction, so readers see the old tree or the new one. */
  async replaceHelpItems(
    merchantId: number,
    language: string,
    insert: (add: (row: typeof helpItems.$inferInsert) => Promise<HelpRow>) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(helpItems).where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.language, language as HelpRow['language'])));
      await insert(async (row) => {
        const [inserted] = await tx.insert(helpItems).values(row).returning();
        if (!inserted) throw new Error('help insert returned nothing');
        return inserted;
      });
    });
  }

  async insertHelpItem(row: typeof helpItems.$inferInsert): Promise<HelpRow> {
    const [inserted] = await this.db.insert(helpItems).values(row).returning();
    if (!inserted) throw new Error('help insert returned nothing');
    return inserted;
  }

  async cryptoKey(): Promise<CryptoKeyRow | null> {
    const [row] = await this.db.select().from(cryptoKeys).orderBy(asc(cryptoKeys.createdAt)).limit(1);
    return row ?? null;
  }

  /** Inserts unless another instance won the race; the caller re-reads the winner. */
  async insertCryptoKeyIfAbsent(row: typeof cryptoKeys.$inferInsert): Promise<void> {
    await this.db.insert(cryptoKeys).values(row).onConflictDoNothing();
  }
}

/** `excluded.<column>` of an upsert: the value the insert tried to write. */
function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
