import type { ConsolePage } from '../../lib/console-page';

/** The console's game vendor and catalogue pages, contributed to the operator console (ADR 054); lazy chunks. */
export const GAMES_PAGES: ConsolePage<'games'>[] = [
  { key: 'vendors', section: 'games', label: 'games/console:nav.vendors', load: () => import('./components/console/VendorsPanel') },
  { key: 'catalogue', section: 'games', label: 'games/console:nav.catalogue', load: () => import('./components/console/CataloguePanel') },
];
