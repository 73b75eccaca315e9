/**
 * Public API of the promotions feature (promotions, reward applications, badge). Components load
 * lazily. The home page's banners and popups have their own entry, ./home.ts.
 */
import { lazy } from 'react';

export const PromotionsPanel = lazy(() => import('./components/PromotionsPanel'));
export const AvailableBadge = lazy(() => import('./components/AvailableBadge'));
export { promotionsQuery } from './api/get-promotions';
export { promotionKeys } from './api/keys';
export { bannerTarget, promotionLink } from './linkage';
export const MyClaims = lazy(() => import('./components/MyClaims'));
