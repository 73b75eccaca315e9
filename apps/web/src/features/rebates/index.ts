/** Public API of the rebates feature: bonusDetails and manualRebate (loaded lazily). */
import { lazy } from 'react';

export const RebatePanel = lazy(() => import('./components/RebatePanel'));
export { rebateKeys, useRebateRates } from './api/rebates';
