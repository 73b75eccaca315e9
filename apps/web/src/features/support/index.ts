/** Public API of the support feature (customer service, help centre). Components load lazily. */
import { lazy } from 'react';

export const CustomerServiceButton = lazy(() => import('./components/CustomerServiceButton'));
export const HelpCentre = lazy(() => import('./components/HelpCentre'));
export { customerServiceQuery, getCustomerService, useCustomerService } from './api/get-customer-service';
export { getHelp, helpQuery, useHelp } from './api/get-help';
export { supportKeys } from './api/keys';
export { CS_POPUP, openEntry } from './components/open-entry';
export { useCustomerServiceScript } from './hooks/use-cs-script';
