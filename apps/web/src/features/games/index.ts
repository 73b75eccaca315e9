/** Public API of the games feature (lobbies, launch): components are loaded lazily by the routes. */
import { lazy } from 'react';

export const GamesEntrance = lazy(() => import('./components/GamesEntrance'));
export const SlotLobby = lazy(() => import('./components/SlotLobby'));
export const CategoryPage = lazy(() => import('./components/CategoryPage'));
export const LoginPrompt = lazy(() => import('./components/LoginPrompt'));
export const GameFrame = lazy(() => import('./components/GameFrame'));
export type { EntranceTile } from './components/GamesEntrance';
export { logoutGames } from './api/launch';
export { houseLaunch, readLaunch, type StoredLaunch } from './hooks/launch-store';
