import type { CopyrightInput, CustomerServiceEntry, OpsSite, Resource, SeoConfig, SiteDomain, Templates } from '@arcadia/contract/system';
import { SITE_ERRORS } from '@arcadia/contract/system';
import { AppError } from '../../platform/http/app-error.js';
import type { SystemRepository } from './system.repository.js';
import type { SystemService } from './system.service.js';

/**
 * The console's site pages (ADR 028): SEO, theme, resources, customer-service entries and domains.
 * Every write drops the cached settings so the player site shows it on the next load.
 */
export class SiteSettingsService {
  constructor(
    private readonly repo: SystemRepository,
    private readonly system: SystemService,
  ) {}

  async site(merchantId: number): Promise<OpsSite> {
    const [snapshot, merchant, customerService] = await Promise.all([
      this.system.consolidated(merchantId),
      this.system.merchant(merchantId),
      this.system.customerServiceEntries(merchantId),
    ]);
    return {
      seo: snapshot.seo,
      templates: snapshot.templates,
      resources: snapshot.resources,
      customerService,
      domains: await this.domains(merchantId),
      copyright: merchant.copyright,
      copyrightTranslations: merchant.copyrightTranslations,
      languages: snapshot.merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
    };
  }

  /** The footer's copyright: the base text and its variants per language, replaced together. */
  async setCopyright(merchantId: number, input: CopyrightInput): Promise<Pick<OpsSite, 'copyright' | 'copyrightTranslations'>> {
    await this.repo.updateMerchant(merchantId, { copyright: input.copyright, copyrightTranslations: input.translations });
    await this.system.invalidate(merchantId);
    const m = await this.system.merchant(merchantId);
    return { copyright: m.copyright, copyrightTranslations: m.copyrightTranslations };
  }

  async domains(merchantId: number): Promise<SiteDomain[]> {
    const rows = await this.repo.domains(merchantId);
    return rows.map((d) => ({ host: d.host, kind: d.kind as SiteDomain['kind'], primary: d.isPrimary }));
  }

  async setSeo(merchantId: number, seo: SeoConfig): Promise<SeoConfig> {
    await this.repo.updateMerchant(merchantId, { seo });
    await this.system.invalidate(merchantId);
    return (await this.system.merchant(merchantId)).seo;
  }

  async setTemplates(merchantId: number, templates: Templates): Promise<Templates> {
    await this.repo.updateMerchant(merchantId, { templates });
    await this.system.invalidate(merchantId);
    return this.system.templates(merchantId);
  }

  async setResources(merchantId: number, resources: Resource[]): Promise<Resource[]> {
    await this.repo.replaceResources(
      merchantId,
      resources.map((r, sort) => ({ ...r, sort })),
    );
    await this.system.invalidate(merchantId);
    return (await this.site(merchantId)).resources;
  }

  async setCustomerService(merchantId: number, entries: CustomerServiceEntry[]): Promise<CustomerServiceEntry[]> {
    await this.repo.replaceCustomerService(
      merchantId,
      entries.map((e, sort) => ({ ...e, sort })),
    );
    await this.system.invalidate(merchantId);
    return (await this.site(merchantId)).customerService;
  }

  /** A host another merchant (or this one) already answers on is refused: hosts pick the merchant. */
  async addDomain(merchantId: number, host: string, kind: SiteDomain['kind']): Promise<SiteDomain[]> {
    if (!(await this.repo.addDomain(merchantId, host, kind))) throw new AppError(SITE_ERRORS.domainTaken, 409, { host });
    await this.system.invalidate(merchantId);
    return this.domains(merchantId);
  }

  async removeDomain(merchantId: number, host: string): Promise<SiteDomain[]> {
    const current = await this.domains(merchantId);
    const row = current.find((d) => d.host === host);
    if (!row) throw new AppError('not_found', 404);
    if (row.primary) throw new AppError(SITE_ERRORS.primaryDomain, 409, { host });
    if (!(await this.repo.removeDomain(merchantId, host))) throw new AppError('not_found', 404);
    await this.system.invalidate(merchantId);
    return this.domains(merchantId);
  }

  /**
   * Makes a site host the primary one (ADR 032): where reset links and the domain route point first.
   * Asking for the host that already is primary changes nothing and answers the list.
   */
  async setPrimaryDomain(merchantId: number, host: string): Promise<SiteDomain[]> {
    const result = await this.repo.setPrimaryDomain(merchantId, host);
    if (result === 'not_found') throw new AppError('not_found', 404);
    if (result === 'not_site') throw new AppError(SITE_ERRORS.primaryNotSite, 409, { host });
    await this.system.invalidate(merchantId);
    return this.domains(merchantId);
  }
}
