/** Public API of the lottery feature: pages loaded lazily, keys for real-time refreshes. */
import { lazy } from 'react';

export const LotteryLobby = lazy(() => import('./components/LotteryLobby'));
export const LotteryBetting = lazy(() => import('./components/LotteryBetting'));
export const TrendChart = lazy(() => import('./components/TrendChart'));
export const LongDragon = lazy(() => import('./components/LongDragon'));
export { lotteryKeys } from './api/keys';
export type { LotteryBettingProps } from './components/LotteryBetting';
export type { LotteryLinks, LotteryLobbyProps } from './components/LotteryLobby';
