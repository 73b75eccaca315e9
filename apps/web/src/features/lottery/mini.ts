/**
 * The floating mini-game's public entry, apart from index.ts: the shell imports index.ts (the
 * logged-out home bundle), and this keeps even the lazy loader out of it.
 */
import { lazy } from 'react';

export const LotteryMiniGame = lazy(() => import('./components/MiniGame'));
export type { MiniGameProps } from './components/MiniGame';
