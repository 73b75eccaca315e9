/**
 * Public entry of the games feature's boards (issue 26): the winner board and the jackpot pools, each
 * a chunk of its own. Apart from index.ts, like promotions/home.ts: the entry chunk imports the
 * index, and these need not ride in it.
 */
import { lazy } from 'react';

export const WinnersBoard = lazy(() => import('./components/WinnersBoard'));
export const JackpotStrip = lazy(() => import('./components/JackpotStrip'));
/** The key the shell invalidates on the socket's GAME_WINNERS signal. */
export const winnersKey = () => ['games', 'winners'] as const;
