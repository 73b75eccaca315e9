import type { Language } from '@arcadia/contract';
import {
  type CustomerServiceEntry,
  MERCHANT_ERRORS,
  type MerchantListItem,
  type MerchantListPage,
  type MerchantStatus,
  type OnboardMerchant,
  type Resource,
} from '@arcadia/contract/system';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BrandsRepository, OnboardingRow } from './system.brands.repository.js';
import { createMerchant } from './system.merchants.js';
import { type MerchantRow, SystemRepository } from './system.repository.js';
import type { SystemService } from './system.service.js';

/**
 * Figures other features own, for one page of the list at once (composition root's ports): each is
 * one grouped read per owner, never one per row (ADR 071). A merchant missing from a map has none.
 */
export type BrandFigures = {
  members(merchantIds: number[]): Promise<Map<number, number>>;
  online(merchantIds: number[]): Promise<Map<number, number>>;
  ggrToday(merchantIds: number[]): Promise<Map<number, string>>;
};

export type Onboarding = OnboardingRow & { code: string; name: string; status: string };

/**
 * The system feature's part of a brand (ADR 070): the merchant row, its hosts, switches, rules and
 * help, copied from a template inside the onboarding workflow's transaction; the merchants list; and
 * suspension. The other features' parts (first operator, banners, notices) are the workflow's steps.
 */
export class SystemBrands {
  constructor(
    private readonly repo: BrandsRepository,
    private readonly system: SystemService,
    private readonly figures: BrandFigures,
  ) {}

  onboarding(clientKey: string, q?: Db | Tx): Promise<Onboarding | null> {
    return this.repo.onboarding(clientKey, q);
  }

  /** Refuses a taken code or host with its own error code; run in the transaction and again after a lost race. */
  async assertFree(code: string, hosts: string[], q?: Db | Tx): Promise<void> {
    if (await this.repo.codeTaken(code, q)) throw new AppError(MERCHANT_ERRORS.codeTaken, 409, { code });
    const [taken] = await this.repo.hostsTaken(hosts, q);
    if (taken) throw new AppError(MERCHANT_ERRORS.domainTaken, 409, { host: taken });
  }

  /** Creates the merchant from its template in the caller's transaction; answers both rows. */
  async provision(tx: Tx, input: OnboardMerchant): Promise<{ merchant: MerchantRow; template: MerchantRow }> {
    // A repository over the transaction: every write below commits or rolls back with the brand.
    const repo = new SystemRepository(tx);
    const template = await repo.merchantByCodeOrHost(input.template, '');
    if (!template) throw new AppError(MERCHANT_ERRORS.templateNotFound, 404, { code: input.template });
    const hosts = [input.primaryDomain, ...input.otherDomains.filter((h) => h !== input.primaryDomain)];
    await this.assertFree(input.code, hosts, tx);
    const name = input.names[input.defaultLanguage] as string;
    const copy = input.content === 'copy';
    const merchant = await createMerchant(repo, {
      merchant: {
        code: input.code,
        name,
        nameTranslations: input.names,
        currency: input.currency,
        currencySymbol: input.currencySymbol,
        currencyPosition: input.currencyPosition,
        languages: input.languages,
        defaultLanguage: input.defaultLanguage,
        // The logo stays the template's until the theme page uploads one (checked like every image there).
        templates: { ...template.templates, colors: input.colors, colorScheme: input.colorScheme },
        // SEO texts and the copyright line name the template's brand: the new one starts from defaults.
        seo: {},
        copyright: `© ${name}`,
        sms: template.sms,
        security: template.security,
        loginPop: template.loginPop,
        restrictedCountries: template.restrictedCountries,
        imageCdns: template.imageCdns,
        launchGameCdns: template.launchGameCdns,
        gateways: template.gateways,
        vendorWallets: template.vendorWallets,
      },
      domains: hosts.map((host) => ({ host, kind: 'site' as const })),
      flags: await repo.flagOverrides(template.id, tx),
      registerRules: (await repo.registerRuleOverrides(template.id, tx)).map((r) => r.rule),
      resources: copy ? (await repo.resources(template.id, tx)).map(({ id: _, merchantId: __, sort: ___, ...r }) => r as Resource) : [],
      customerService: copy
        ? (await repo.customerService(template.id, tx)).map(({ id: _, merchantId: __, sort: ___, ...c }) => c as CustomerServiceEntry)
        : [],
    });
    if (copy) await this.copyHelp(tx, template.id, merchant.id);
    return { merchant, template };
  }

  async recordOnboarding(tx: Tx, row: { clientKey: string; requestHash: string; merchantId: number; operatorUsername: string }) {
    await this.repo.recordOnboarding(tx, row);
  }

  /** A merchant created a moment ago must resolve at once, even where its host was just asked for. */
  forgetResolutions(): Promise<void> {
    return this.system.forgetResolutions();
  }

  async page(q: { q?: string; status?: MerchantStatus; page: number; size: number }): Promise<MerchantListPage> {
    const { rows, total } = await this.repo.page({ q: q.q || undefined, status: q.status, offset: (q.page - 1) * q.size, limit: q.size });
    const ids = rows.map((r) => r.id);
    const [members, online, ggr] = ids.length
      ? await Promise.all([this.figures.members(ids), this.figures.online(ids), this.figures.ggrToday(ids)])
      : [new Map<number, number>(), new Map<number, number>(), new Map<number, string>()];
    const items = rows.map(
      (r): MerchantListItem => ({
        code: r.code,
        name: r.name,
        status: r.status as MerchantStatus,
        primaryDomain: r.primaryDomain,
        currency: r.currency,
        members: members.get(r.id) ?? 0,
        online: online.get(r.id) ?? 0,
        ggrToday: ggr.get(r.id) ?? '0.0000',
        createdAt: r.createdAt.toISOString(),
      }),
    );
    return { items, total, page: q.page, size: q.size };
  }

  async setStatus(code: string, status: 'active' | 'suspended'): Promise<{ code: string; status: MerchantStatus }> {
    const row = await this.repo.setStatus(code, status);
    if (!row) throw new AppError('not_found', 404);
    await this.system.invalidate(row.id);
    return { code: row.code, status: row.status as MerchantStatus };
  }

  /** Help items in the template's tree shape: parents are inserted first, children point at the copies. */
  private async copyHelp(tx: Tx, from: number, to: number): Promise<void> {
    const ids = new Map<number, number>();
    const rows = await this.repo.templateHelp(tx, from);
    for (const pass of [rows.filter((r) => r.parentId === null), rows.filter((r) => r.parentId !== null)])
      for (const { id, merchantId: _, parentId, ...row } of pass) {
        const copied = await this.repo.insertHelp(tx, {
          ...row,
          merchantId: to,
          parentId: parentId === null ? null : (ids.get(parentId) ?? null),
        });
        ids.set(id, copied);
      }
  }
}

export const nameIn = (m: Pick<MerchantRow, 'name' | 'nameTranslations'>, language: Language) => m.nameTranslations[language] || m.name;
