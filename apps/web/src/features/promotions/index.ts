/**
 * Public API of the promotions feature (promotions, reward applications, badge). Components load
 * lazily. The home page's banners and popups have their own entry, ./home.ts.
 */
import { lazy } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';

export const PromotionsPanel = preloadableLazy(() => import('./components/PromotionsPanel'));
/** Loads the list's code, e.g. with the page's own chunk instead of once the page has rendered. */
export const preloadPromotionsPanel = (): Promise<unknown> => PromotionsPanel.preload().catch(() => undefined);
export const AvailableBadge = lazy(() => import('./components/AvailableBadge'));
export { promotionsQuery } from './api/get-promotions';
export { promotionKeys } from './api/keys';
export { bannerTarget, promotionLink } from './linkage';
export const MyClaims = lazy(() => import('./components/MyClaims'));
