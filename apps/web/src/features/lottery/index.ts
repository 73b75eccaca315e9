/** Public API of the lottery feature: pages loaded lazily, keys for real-time refreshes. */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

export const LotteryLobby = lazy(() => import('./components/LotteryLobby'));
export const LotteryBetting = lazy(() => import('./components/LotteryBetting'));
export const TrendChart = lazy(() => import('./components/TrendChart'));
export { lotteryKeys } from './api/keys';
export type { LotteryBettingProps } from './components/LotteryBetting';
export type { LotteryLinks, LotteryLobbyProps } from './components/LotteryLobby';

/** The console's lottery page (games and draws), contributed to the operator console (ADR 054); a lazy chunk. */
export const LOTTERY_PAGES: ConsolePage<'games'>[] = [
  { key: 'lottery', section: 'games', label: 'lottery/console:nav.lottery', load: () => import('./components/console/LotteryPanel') },
];
