import type { ConsolePage } from '../../lib/console-page';

/**
 * Promotions' console pages, contributed to the operator console (ADR 054): banners, promotions and
 * popups in the content section, promo codes (ADR 058) and wagering waivers in the finance section.
 * Kept out of index.ts, which the player's shell loads first; each page is a lazy chunk.
 */
export const PROMOTIONS_PAGES: ConsolePage<'content' | 'finance'>[] = [
  { key: 'banners', section: 'content', label: 'promotions/console:nav.banners', load: () => import('./components/console/BannersPanel') },
  {
    key: 'promotions',
    section: 'content',
    label: 'promotions/console:nav.promotions',
    load: () => import('./components/console/PromotionsPage'),
  },
  { key: 'popups', section: 'content', label: 'promotions/console:nav.popups', load: () => import('./components/console/PopupsPage') },
  {
    key: 'rw-promo-codes',
    section: 'finance',
    label: 'promotions/console:nav.promoCodes',
    load: () => import('./components/console/PromoCodesPage'),
  },
  {
    key: 'rw-wagering',
    section: 'finance',
    label: 'promotions/console:nav.wagering',
    load: () => import('./components/console/WageringPage'),
  },
];
