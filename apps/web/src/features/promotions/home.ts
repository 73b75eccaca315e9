/**
 * The promotions feature's second public entry, for the home page only: the banner carousel and
 * the advertisement popups without the rest of the feature (its index lists every component's
 * lazy chunk, which the home route should not download; the budget, ARCHITECTURE.md §5).
 */
import { lazy } from 'react';

// The carousel is what the home chunk is for: part of it, not one more file to wait for.
export { default as BannerCarousel } from './components/BannerCarousel';
export const AdPopup = lazy(() => import('./components/AdPopup'));
export { bannersQuery } from './api/get-banners';
export { usePopups } from './api/get-popups';
export { closePopups, popupsClosed } from './popup-state';
