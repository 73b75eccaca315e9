import type { ConsolePage } from '../../lib/console-page';

/** The console's lottery page (games and draws), contributed to the operator console (ADR 054); a lazy chunk. */
export const LOTTERY_PAGES: ConsolePage<'games'>[] = [
  { key: 'lottery', section: 'games', label: 'lottery/console:nav.lottery', load: () => import('./components/console/LotteryPanel') },
];
