import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
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
/** NOTIFY channel of settings and hosts writes: a merchant id, or `*` for a brand created (SystemCaches.onMessage). */
export const SETTINGS_CHANNEL = 'arcadia_settings';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  /** Raised after a settings or hosts write: every instance drops what it cached (SystemCaches). */
  async notifySettings(payload: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${payload})`);
  }

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

  /** `q`: a caller's open transaction, which must not wait on the pool (see SystemService.merchant). */
  async merchantById(id: number, q: Db | Tx = this.db): Promise<MerchantRow | null> {
    const [row] = await q.select().from(merchants).where(eq(merchants.id, id)).limit(1);
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

  async flagOverrides(merchantId: number, q: Db | Tx = this.db): Promise<Record<string, boolean>> {
    const rows = await q.select().from(merchantFlags).where(eq(merchantFlags.merchantId, merchantId));
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

  /** A new merchant's hosts; its first site host is the primary one. */
  async addDomains(merchantId: number, domains: { host: string; kind: 'site' | 'mirror' }[]): Promise<void> {
    const first = domains.find((d) => d.kind === 'site');
    if (domains.length) await this.db.insert(merchantDomains).values(domains.map((d) => ({ merchantId, ...d, isPrimary: d === first })));
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
      // A merchant without a primary (no site host yet) gets this one: it must stay reachable somewhere.
      .values({
        merchantId,
        host,
        kind,
        isPrimary:
          kind === 'site'
            ? sql`not exists (select 1 from ${merchantDomains} where ${merchantDomains.merchantId} = ${merchantId} and ${merchantDomains.isPrimary})`
            : false,
      })
      .onConflictDoNothing()
      .returning({ id: merchantDomains.id });
    return rows.length > 0;
  }

  /** Removes one host unless it is the primary one. One statement, so no race can remove the primary. */
  async removeDomain(merchantId: number, host: string): Promise<boolean> {
    const rows = await this.db
      .delete(merchantDomains)
      .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.host, host), eq(merchantDomains.isPrimary, false)))
      .returning({ id: merchantDomains.id });
    return rows.length > 0;
  }

  /**
   * Moves the primary flag to `host` (ADR 032). The merchant's host rows are locked first, so two
   * switches run one after the other and the second sees the first's result; clearing the old flag
   * before setting the new one keeps the partial unique index satisfied at every statement.
   */
  async setPrimaryDomain(merchantId: number, host: string): Promise<'ok' | 'not_found' | 'not_site'> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: merchantDomains.id, host: merchantDomains.host, kind: merchantDomains.kind, isPrimary: merchantDomains.isPrimary })
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantId, merchantId))
        // Always lock in id order: an update moves a row's tuple, so a scan in heap order could lock
        // the same rows in another order in two switches and deadlock them.
        .orderBy(merchantDomains.id)
        .for('update');
      const target = rows.find((r) => r.host === host);
      if (!target) return 'not_found';
      if (target.kind !== 'site') return 'not_site';
      if (target.isPrimary) return 'ok';
      await tx
        .update(merchantDomains)
        .set({ isPrimary: false })
        .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.isPrimary, true)));
      await tx.update(merchantDomains).set({ isPrimary: true }).where(eq(merchantDomains.id, target.id));
      return 'ok';
    });
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

  /** The merchant's hosts, primary first (reset links and the domain route fall back to the first). */
  async domains(merchantId: number): Promise<{ host: string; kind: string; isPrimary: boolean }[]> {
    return this.db
      .select({ host: merchantDomains.host, kind: merchantDomains.kind, isPrimary: merchantDomains.isPrimary })
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, merchantId))
      .orderBy(desc(merchantDomains.isPrimary), asc(merchantDomains.id));
  }

  async resources(merchantId: number, q: Db | Tx = this.db): Promise<ResourceRow[]> {
    return q.select().from(merchantResources).where(eq(merchantResources.merchantId, merchantId)).orderBy(asc(merchantResources.sort));
  }

  async addResources(rows: (typeof merchantResources.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(merchantResources).values(rows);
  }

  async customerService(merchantId: number, q: Db | Tx = this.db): Promise<CustomerServiceRow[]> {
    return q
      .select()
      .from(merchantCustomerService)
      .where(eq(merchantCustomerService.merchantId, merchantId))
      .orderBy(asc(merchantCustomerService.sort));
  }

  async addCustomerService(rows: (typeof merchantCustomerService.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(merchantCustomerService).values(rows);
  }

  async registerRuleOverrides(merchantId: number, q: Db | Tx = this.db) {
    return q.select().from(merchantRegisterRules).where(eq(merchantRegisterRules.merchantId, merchantId));
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
