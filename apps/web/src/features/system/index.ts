/** Public API of the system feature (shell settings, status, language, maintenance). */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

/** domain_not_available modal; code-split because it is rarely shown. */
export const DomainCheckFailedModal = lazy(() => import('./components/DomainCheckFailedModal'));
export { consolidatedSettingsQuery, getConsolidatedSettings, useConsolidatedSettings } from './api/get-consolidated-settings';
export { countryQuery, getCountries, useCountries } from './api/get-country';
export { domainRouteQuery, getDomainRoute, useDomainRoute } from './api/get-domain-route';
export { getHelpCenter, helpCenterQuery, useHelpCenter } from './api/get-help-center';
export { getStatus, statusQuery, useStatus } from './api/get-status';
export { getTemplates, templatesQuery, useTemplates } from './api/get-templates';
export { systemKeys } from './api/keys';
export { CustomerServiceMenu, openCustomerService } from './components/CustomerServiceMenu';
export { LANGUAGE_NAMES, LanguagePicker } from './components/LanguagePicker';
export { useDomainSelection } from './hooks/use-domain-selection';
export { useMerchantLanguage } from './hooks/use-merchant-language';
export { useSeo } from './hooks/use-seo';
export { useStatusGate } from './hooks/use-status-gate';
export { bootLanguage, storedLanguage, useShellStore } from './stores/shell-store';

/**
 * The console's feature switches and site pages (SEO, theme, contacts, domains; ADR 028), contributed to
 * the operator console (ADR 054). Lazy chunks: the shell imports this file, the console pages stay out.
 */
export const SYSTEM_PAGES: ConsolePage<'settings'>[] = [
  { key: 'flags', section: 'settings', label: 'system/console:nav.flags', load: () => import('./components/console/FlagsPanel') },
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
