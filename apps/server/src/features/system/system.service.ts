import { LANGUAGES, type Language, localised } from '@arcadia/contract';
import { SESSION_DEFAULTS, type SessionPolicy } from '@arcadia/contract/session';
import {
  COUNTRIES,
  type ConsolidatedSettings,
  type Country,
  type CustomerServiceEntry,
  DEFAULT_REGISTER_RULES,
  type DomainEntry,
  HELP_ERRORS,
  type HelpItem,
  type Location,
  type RegisterRule,
  type Resource,
  resolveWhitelabel,
  type Status,
  type Templates,
  type Whitelabel,
  type WhitelabelFlag,
} from '@arcadia/contract/system';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantRef } from '../../platform/http/request-context.js';
import { type SiteRef, SystemCaches } from './system.cache.js';
import { type LogoAnswer, logoAnswer } from './system.logo.js';
import { mobileCountryCode } from './system.mobile-country.js';
import { MisconfiguredPatterns, refuseUnsafePatterns } from './system.patterns.js';
import type { CustomerServiceRow, HelpRow, MerchantRow, ResourceRow, SystemRepository } from './system.repository.js';

export type HelpTreeInput = { tag: string; title: string; content: string; bgColor?: string | null; children?: HelpTreeInput[] };
export type Visitor = { ip: string; countryCode: string | null; host: string };
export type MaintenanceInput = { start: Date; end: Date; message: Partial<Record<Language, string>> };

type Snapshot = {
  merchant: MerchantRow;
  whitelabel: Whitelabel;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  registerRules: RegisterRule[];
};

const toResource = (r: ResourceRow): Resource => ({
  resourceType: r.resourceType as Resource['resourceType'],
  url: r.url,
  qrCodeUrl: r.qrCodeUrl,
});

const toCustomerService = (r: CustomerServiceRow): CustomerServiceEntry => ({
  csType: r.csType,
  csPosition: r.csPosition,
  path: r.path,
  labelIds: r.labelIds,
  target: r.target as CustomerServiceEntry['target'],
  type: r.type,
  title: r.title,
});

function helpTree(rows: HelpRow[]): HelpItem[] {
  const byParent = new Map<number | null, HelpRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parent: number | null): HelpItem[] =>
    (byParent.get(parent) ?? []).map((r) => ({
      id: r.id,
      tag: r.tag,
      title: r.title,
      content: r.content,
      bgColor: r.bgColor,
      children: build(r.id),
    }));
  return build(null);
}

/**
 * What every visitor's settings may show of the customer-service entries: the general ones. A club
 * label's entries (a VIP line, say) go only to members holding that label, through the support
 * feature's call; the original hid them by encrypting `path`, which a browser that opens the path
 * must be able to undo (ADR 060).
 */
const publicEntries = (entries: CustomerServiceEntry[]) => entries.filter((e) => e.labelIds.length === 0);

/** Merchants, white-label settings and the shell's public calls. No HTTP here. */
export class SystemService {
  private readonly misconfigured = new MisconfiguredPatterns();
  /** Resolutions and settings snapshots: bounded, and dropped on every instance by each write (ADR 071). */
  private readonly caches: SystemCaches<Snapshot>;

  constructor(
    private readonly repo: SystemRepository,
    private readonly clock: Clock,
  ) {
    this.caches = new SystemCaches(() => this.clock.now().getTime());
  }

  /**
   * Resolution runs on every API request, so hits are cached. Only the id, code and suspension are
   * cached, so settings are always the snapshot's. A suspended brand is unknown to every caller but
   * the request context (`resolveSite`).
   */
  async resolveMerchant(by: { code: string | null; host: string }): Promise<MerchantRef | null> {
    const site = await this.resolveSite(by);
    return site && !site.suspended ? { id: site.id, code: site.code } : null;
  }

  /** The request context's lookup, one query on a miss: a suspended brand resolves, so its shell shows the maintenance page (ADR 070). */
  async resolveSite(by: { code: string | null; host: string }): Promise<SiteRef | null> {
    return this.caches.sites.get(by.code ? `code:${by.code}` : `host:${by.host}`, async () => {
      const row = await this.repo.merchantByCodeOrHost(by.code, by.host);
      return row && row.status !== 'disabled' ? { id: row.id, code: row.code, suspended: row.status === 'suspended' } : null;
    });
  }

  /** After a brand is created: no instance may keep answering "unknown" for its hosts. */
  async forgetResolutions(): Promise<void> {
    this.caches.dropUnknown();
    await this.repo.notifySettings('*');
  }

  /** A NOTIFY of another instance's write (or our own, echoed); `onGap`: notifications may have been lost. */
  onNotified(payload: string): void {
    this.caches.onMessage(payload);
  }

  onGap(): void {
    this.caches.clear();
  }

  /**
   * With `q` (a caller's open transaction) a miss is read through that transaction and not cached:
   * on PGlite a pool read, or another request's pending pool read, waits for that very transaction
   * to end (a self-deadlock), and what a transaction reads is not yet known to be committed.
   */
  private snapshot(merchantId: number, q?: Db | Tx): Promise<Snapshot> {
    if (!q) return this.caches.snapshots.get(String(merchantId), () => this.load(merchantId));
    const hit = this.caches.snapshots.peek(String(merchantId));
    return hit ? Promise.resolve(hit) : this.load(merchantId, q);
  }

  private async load(merchantId: number, q?: Db | Tx): Promise<Snapshot> {
    const merchant = await this.repo.merchantById(merchantId, q);
    if (!merchant) throw new Error(`merchant ${merchantId} vanished`);
    // A transaction is one connection, which runs one statement at a time: read them in turn.
    const [flags, resources, cs, ruleRows] = q
      ? [
          await this.repo.flagOverrides(merchantId, q),
          await this.repo.resources(merchantId, q),
          await this.repo.customerService(merchantId, q),
          await this.repo.registerRuleOverrides(merchantId, q),
        ]
      : await Promise.all([
          this.repo.flagOverrides(merchantId),
          this.repo.resources(merchantId),
          this.repo.customerService(merchantId),
          this.repo.registerRuleOverrides(merchantId),
        ]);
    const overrides = new Map(ruleRows.map((r) => [r.key, r.rule]));
    this.misconfigured.warn(merchantId, [...overrides.values()]);
    const merged = DEFAULT_REGISTER_RULES.map((d) => overrides.get(d.key) ?? d);
    const extra = [...overrides.values()].filter((r) => !DEFAULT_REGISTER_RULES.some((d) => d.key === r.key));
    return {
      merchant,
      whitelabel: resolveWhitelabel(flags),
      resources: resources.map(toResource),
      customerService: cs.map(toCustomerService),
      registerRules: [...merged, ...extra],
    };
  }

  /** After a write to a merchant's settings or hosts: drops them here at once, and on every other instance by NOTIFY. */
  async invalidate(merchantId: number): Promise<void> {
    this.caches.drop(merchantId);
    await this.repo.notifySettings(String(merchantId));
  }

  /** `q`: the caller's open transaction, when it asks from inside one (see `snapshot`). */
  async merchant(merchantId: number, q?: Db | Tx): Promise<MerchantRow> {
    return (await this.snapshot(merchantId, q)).merchant;
  }

  async whitelabel(merchantId: number): Promise<Whitelabel> {
    return (await this.snapshot(merchantId)).whitelabel;
  }

  async isEnabled(merchantId: number, flag: WhitelabelFlag): Promise<boolean> {
    return (await this.whitelabel(merchantId))[flag];
  }

  /** The country code of a mobile number given with `given` (digits); refuses one the merchant does not accept. */
  async mobileCountryCode(merchantId: number, given: string | null | undefined): Promise<string> {
    const { merchant, whitelabel } = await this.snapshot(merchantId);
    return mobileCountryCode(given, merchant.sms.defaultCountryDialingCode, whitelabel);
  }

  /** `/res/logo.png` (spec 001 §7 speed test): the merchant's logo setting. */
  async logo(merchantId: number): Promise<LogoAnswer> {
    return logoAnswer((await this.templates(merchantId)).logoUrl);
  }

  async templates(merchantId: number): Promise<Templates> {
    return (await this.merchant(merchantId)).templates;
  }

  /**
   * Every customer-service entry, the club-labelled ones too: the console's view, and the support
   * feature's, which hands a member only the entries of their own label (spec 000 §6).
   */
  async customerServiceEntries(merchantId: number): Promise<CustomerServiceEntry[]> {
    return (await this.snapshot(merchantId)).customerService;
  }

  /** `language`: the footer's copyright in that language (issue 29); without it, the base text (the console's view). */
  async consolidated(merchantId: number, language?: Language): Promise<ConsolidatedSettings> {
    const { merchant: m, whitelabel, resources, customerService } = await this.snapshot(merchantId);
    return {
      merchant: {
        code: m.code,
        name: (language && m.nameTranslations[language]) || m.nameTranslations[m.defaultLanguage] || m.name,
        currency: m.currency,
        currencySymbol: m.currencySymbol,
        currencyPosition: m.currencyPosition as 'F' | 'B' | '',
        languages: m.languages.filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l)),
        defaultLanguage: m.defaultLanguage,
      },
      loginPop: m.loginPop,
      templates: m.templates,
      whitelabel,
      seo: m.seo,
      resources,
      customerService: publicEntries(customerService),
      copyright: language
        ? localised({ copyright: m.copyright }, m.copyrightTranslations, language, m.defaultLanguage).copyright
        : m.copyright,
    };
  }

  /** A maintenance window is active from its start until its end; a suspended brand is down until reopened (no end). */
  maintenanceOf(m: MerchantRow, language: Language): Status['maintenance'] {
    if (m.status === 'suspended') return { start: m.updatedAt.toISOString(), end: '', message: m.maintenanceMessage?.[language] ?? '' };
    const now = this.clock.now().getTime();
    if (!m.maintenanceStart || !m.maintenanceEnd) return null;
    if (now < m.maintenanceStart.getTime() || now >= m.maintenanceEnd.getTime()) return null;
    const message = m.maintenanceMessage?.[language] ?? m.maintenanceMessage?.[m.defaultLanguage] ?? m.maintenanceMessage?.EN ?? '';
    return { start: m.maintenanceStart.toISOString(), end: m.maintenanceEnd.toISOString(), message };
  }

  locationOf(m: MerchantRow, visitor: Visitor): Location {
    const country = visitor.countryCode?.toUpperCase() ?? null;
    return { ip: visitor.ip, countryCode: country, regionRestricted: country !== null && m.restrictedCountries.includes(country) };
  }

  async location(merchantId: number, visitor: Visitor): Promise<Location> {
    return this.locationOf(await this.merchant(merchantId), visitor);
  }

  async registerRules(merchantId: number): Promise<RegisterRule[]> {
    return (await this.snapshot(merchantId)).registerRules;
  }

  /** The permission object of spec 000 §3. */
  async status(merchantId: number, visitor: Visitor, language: Language): Promise<Status> {
    const { merchant: m, registerRules: register, whitelabel, resources, customerService } = await this.snapshot(merchantId);
    const maintenance = this.maintenanceOf(m, language);
    const location = this.locationOf(m, visitor);
    return {
      url: visitor.host,
      info: {
        register,
        resources,
        sms: m.sms,
        whitelabel,
        imageCDNs: m.imageCdns,
        launchGameCDNs: m.launchGameCdns,
        customerService: publicEntries(customerService),
        gw: m.gateways,
        mobileTemplate: m.templates.mobileTemplate,
      },
      location,
      maintenance,
      maintenanceEnd: maintenance?.end || null,
      test: m.test,
      regionRestriction: location.regionRestricted,
    };
  }

  /**
   * The other hosts a merchant's pages load from (the page's Content-Security-Policy, ADR 040):
   * pictures from its image and game CDNs; API calls to its gateways (`gw`, domain selection) and
   * speed-test pings to each of its domains (mirrors page).
   */
  async pageSources(merchantId: number): Promise<{ img: string[]; connect: string[] }> {
    const [m, domains] = await Promise.all([this.merchant(merchantId), this.repo.domains(merchantId)]);
    // The speed test loads each mirror's /res/logo.png as an image (spec 001 §7), so mirrors are image sources too.
    const hosts = domains.map((d) => d.host);
    return { img: [...m.imageCdns, ...m.launchGameCdns, ...hosts], connect: [...m.gateways, ...hosts] };
  }

  async domainRoute(merchantId: number): Promise<DomainEntry[]> {
    // Speed is measured by the client against each domain; the server reports 0 (unmeasured).
    return (await this.repo.domains(merchantId)).map((d) => ({ domainName: d.host, speed: 0 }));
  }

  async setMirrors(merchantId: number, hosts: string[]): Promise<DomainEntry[]> {
    await this.repo.replaceMirrors(merchantId, [...new Set(hosts)]);
    await this.invalidate(merchantId);
    return this.domainRoute(merchantId);
  }

  async helpCenter(merchantId: number, language: Language): Promise<HelpItem[]> {
    const rows = await this.repo.helpItems(merchantId, language);
    if (rows.length) return helpTree(rows);
    const m = await this.merchant(merchantId);
    return helpTree(await this.repo.helpItems(merchantId, m.defaultLanguage));
  }

  /** Replaces a language's help tree; the caller has sanitised the HTML. */
  async replaceHelp(merchantId: number, language: Language, items: HelpTreeInput[]): Promise<void> {
    // Two levels, like the item editor (ADR 031): the player menu shows parents and their children only.
    if (items.some((i) => (i.children ?? []).some((c) => c.children?.length))) throw new AppError(HELP_ERRORS.tooDeep, 400);
    await this.repo.replaceHelpItems(merchantId, language, async (add) => {
      const write = async (list: HelpTreeInput[], parentId: number | null) => {
        for (const [sort, i] of list.entries()) {
          const row = await add({
            merchantId,
            language,
            parentId,
            tag: i.tag,
            title: i.title,
            content: i.content,
            bgColor: i.bgColor ?? null,
            sort,
          });
          await write(i.children ?? [], row.id);
        }
      };
      await write(items, null);
    });
  }

  /** The merchant's session and sign-in policy: its overrides on top of SESSION_DEFAULTS. */
  async securityPolicy(merchantId: number): Promise<SessionPolicy & { defaultPassword: string | null }> {
    const { security } = await this.merchant(merchantId);
    const { defaultPassword, ...overrides } = security;
    return { ...SESSION_DEFAULTS, ...overrides, defaultPassword: defaultPassword ?? null };
  }

  countries(): readonly Country[] {
    return COUNTRIES;
  }

  async merchantByCode(code: string): Promise<MerchantRow | null> {
    return this.repo.merchantByCodeOrHost(code, '');
  }

  async setMaintenance(merchantId: number, window: MaintenanceInput | null): Promise<void> {
    await this.repo.updateMerchant(merchantId, {
      maintenanceStart: window?.start ?? null,
      maintenanceEnd: window?.end ?? null,
      maintenanceMessage: window?.message ?? null,
    });
    await this.invalidate(merchantId);
  }

  /** Replaces the merchant's registration field rules (defaults apply to keys it leaves out). */
  async setRegisterRules(merchantId: number, rules: RegisterRule[]): Promise<void> {
    refuseUnsafePatterns(rules);
    await this.repo.replaceRegisterRules(
      merchantId,
      rules.map((rule) => ({ merchantId, key: rule.key, rule })),
    );
    await this.invalidate(merchantId);
  }

  async setFlags(merchantId: number, flags: Partial<Record<WhitelabelFlag, boolean>>): Promise<Whitelabel> {
    await this.repo.setFlags(merchantId, flags as Record<string, boolean>);
    await this.invalidate(merchantId);
    return this.whitelabel(merchantId);
  }

  async setSecurity(merchantId: number, patch: Partial<SessionPolicy> & { defaultPassword?: string }): Promise<void> {
    const current = (await this.merchant(merchantId)).security;
    await this.repo.updateMerchant(merchantId, { security: { ...current, ...patch } });
    await this.invalidate(merchantId);
  }

  async setRestrictedCountries(merchantId: number, countries: string[]): Promise<void> {
    await this.repo.updateMerchant(merchantId, { restrictedCountries: countries.map((c) => c.toUpperCase()) });
    await this.invalidate(merchantId);
  }
}
