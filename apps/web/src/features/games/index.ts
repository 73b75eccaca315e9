/**
 * Public API of the games feature (lobbies, launch). Only lazy components, and few import sites:
 * the home page imports this file, so each extra dynamic import would add to its first load.
 */
import { lazy } from 'react';

const pages = () => import('./pages');
export const SlotLobby = lazy(() => pages().then((m) => ({ default: m.SlotLobby })));
export const CategoryPage = lazy(() => pages().then((m) => ({ default: m.CategoryPage })));
export const ClassifyLobby = lazy(() => pages().then((m) => ({ default: m.ClassifyLobby })));
export const GamePlayer = lazy(() => pages().then((m) => ({ default: m.GamePlayer })));
export const GamesEntrance = lazy(() => import('./components/GamesEntrance'));
export const LoginPrompt = lazy(() => import('./components/LoginPrompt'));
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
export type { EntranceTile } from './components/GamesEntrance';
