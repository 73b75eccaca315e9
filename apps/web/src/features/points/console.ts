import type { ConsolePage } from '../../lib/console-page';

/** The points mall's (i) text per language, contributed to the operator console's content section (ADR 054, 056); a lazy chunk. */
export const POINTS_PAGES: ConsolePage<'content'>[] = [
  { key: 'points-info', section: 'content', label: 'points/console:nav.info', load: () => import('./components/console/PointsInfoPage') },
];
