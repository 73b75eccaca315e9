import type { ConsolePage } from '../../lib/console-page';

/**
 * The console's feature switches, help items (ADR 031), maintenance and regions, and site pages (SEO,
 * theme, contacts, domains; ADR 028), contributed to the operator console (ADR 054). Kept out of index.ts, which the player's shell loads first; each page
 * is a lazy chunk.
 */
export const SYSTEM_PAGES: ConsolePage<'overview' | 'settings' | 'content'>[] = [
  // The platform's brands (ADR 070): super-operators only.
  {
    key: 'brands',
    section: 'overview',
    label: 'system/brands:nav',
    platform: true,
    load: () => import('./components/console/brands/BrandsPage'),
  },
  { key: 'flags', section: 'settings', label: 'system/console:nav.flags', load: () => import('./components/console/FlagsPanel') },
  { key: 'help', section: 'content', label: 'system/console:nav.help', load: () => import('./components/console/HelpPage') },
  {
    key: 'maintenance',
    section: 'settings',
    label: 'system/console:nav.maintenance',
    load: () => import('./components/console/MaintenancePage'),
  },
  { key: 'site-seo', section: 'settings', label: 'system/console:nav.seo', load: () => import('./components/console/SeoPage') },
  { key: 'site-theme', section: 'settings', label: 'system/console:nav.theme', load: () => import('./components/console/ThemePage') },
  {
    key: 'site-contacts',
    section: 'settings',
    label: 'system/console:nav.contacts',
    load: () => import('./components/console/ContactsPage'),
  },
  { key: 'site-domains', section: 'settings', label: 'system/console:nav.domains', load: () => import('./components/console/DomainsPage') },
];
