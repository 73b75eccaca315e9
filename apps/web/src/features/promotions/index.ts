/** Public API of the promotions feature (banners, popups, promotions, reward applications). Components load lazily. */
import { lazy } from 'react';

export const BannerCarousel = lazy(() => import('./components/BannerCarousel'));
export const AdPopup = lazy(() => import('./components/AdPopup'));
export const PromotionsPanel = lazy(() => import('./components/PromotionsPanel'));
export const AvailableBadge = lazy(() => import('./components/AvailableBadge'));
export { usePopups } from './api/get-popups';
export { promotionKeys } from './api/keys';
export { bannerTarget, promotionLink } from './linkage';
export { popupsClosed } from './popup-state';
export const MyClaims = lazy(() => import('./components/MyClaims'));
