import type { Clock } from '../../platform/clock.js';
import { createPayloadCrypto, type PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import type { Database, Db } from '../../platform/db/client.js';
import { type BrandFigures, SystemBrands } from './system.brands.js';
import { BrandsRepository } from './system.brands.repository.js';
import { HelpItemsService } from './system.help.js';
import { HelpItemsRepository } from './system.help.repository.js';
import { createMerchant, type NewMerchantInput } from './system.merchants.js';
import { SETTINGS_CHANNEL, SystemRepository } from './system.repository.js';
import { SystemService } from './system.service.js';
import { SiteSettingsService } from './system.site.js';

export { type BrandFigures, type Onboarding, SystemBrands } from './system.brands.js';
export { type SystemBrandsOpsRoutesOptions, systemBrandsOpsRoutes } from './system.brands.ops.routes.js';
export { HelpItemsService } from './system.help.js';
export { type SystemOpsHelpRoutesOptions, systemOpsHelpRoutes } from './system.help.ops.routes.js';
export type { NewMerchantInput } from './system.merchants.js';
export { systemMessages } from './system.messages.js';
export { type SystemOpsRoutesOptions, systemOpsRoutes } from './system.ops.routes.js';
export { systemRoutes } from './system.routes.js';
export type { HelpTreeInput, MaintenanceInput, Visitor } from './system.service.js';
export { type SystemOpsSettingsRoutesOptions, siteSettings, systemOpsSettingsRoutes } from './system.settings.ops.routes.js';
export { SiteSettingsService } from './system.site.js';
export { type SystemOpsSiteRoutesOptions, systemOpsSiteRoutes } from './system.site.ops.routes.js';
export { SystemService };

export type SystemFeature = {
  service: SystemService;
  /** Stops hearing settings writes (before the database closes). */
  stop(): Promise<void>;
  /** The console's site pages (ADR 028). */
  site: SiteSettingsService;
  crypto: PayloadCrypto;
  isEmpty(): Promise<boolean>;
  createMerchant(input: NewMerchantInput): ReturnType<typeof createMerchant>;
  /** The console's help editor (ADR 031); the sanitiser is the support feature's, passed in by the composition root. */
  helpItems(sanitize: (html: string) => string): HelpItemsService;
  /** The platform's brands (ADR 070); the list's figures are other features', passed in by the composition root. */
  brands(figures: BrandFigures): SystemBrands;
};

/**
 * Builds the system feature: merchants, white-label settings, the payload key. Resolves once its
 * caches hear every instance's settings writes (ADR 071).
 */
export async function createSystemFeature(
  db: Db,
  listen: Database['listen'],
  clock: Clock,
  jwePrivateKeyPem?: string,
): Promise<SystemFeature> {
  const repo = new SystemRepository(db);
  const crypto = await createPayloadCrypto(
    {
      load: () => repo.cryptoKey(),
      saveIfAbsent: (key) => repo.insertCryptoKeyIfAbsent(key),
    },
    jwePrivateKeyPem,
  );
  const service = new SystemService(repo, clock);
  const stop = await listen(SETTINGS_CHANNEL, { onMessage: (p) => service.onNotified(p), onGap: () => service.onGap() });
  return {
    service,
    stop,
    site: new SiteSettingsService(repo, service),
    crypto,
    isEmpty: async () => (await repo.countMerchants()) === 0,
    createMerchant: (input) => createMerchant(repo, input),
    helpItems: (sanitize) => new HelpItemsService(new HelpItemsRepository(db), sanitize),
    brands: (figures) => new SystemBrands(new BrandsRepository(db), service, figures),
  };
}
