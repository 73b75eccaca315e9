/** Public API of the lottery feature: pages loaded lazily, keys for real-time refreshes. */
import { lazy } from 'react';

export const LotteryLobby = lazy(() => import('./components/LotteryLobby'));
export const LotteryBetting = lazy(() => import('./components/LotteryBetting'));
export const TrendChart = lazy(() => import('./components/TrendChart'));
export const LongDragon = lazy(() => import('./components/LongDragon'));
export { lotteryKeys } from './api/keys';
export type { LotteryBettingProps } from './components/LotteryBetting';
export type { LotteryLinks, LotteryLobbyProps } from './components/LotteryLobby';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
