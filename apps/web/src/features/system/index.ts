/** Public API of the system feature (shell settings, status, language, maintenance). */
import { lazy } from 'react';

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
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
