/**
 * Public API of the games feature (lobbies, launch). Only lazy components, and few import sites:
 * the home page imports this file, so each extra dynamic import would add to its first load.
 */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

const pages = () => import('./pages');
export const SlotLobby = lazy(() => pages().then((m) => ({ default: m.SlotLobby })));
export const CategoryPage = lazy(() => pages().then((m) => ({ default: m.CategoryPage })));
export const GamePlayer = lazy(() => pages().then((m) => ({ default: m.GamePlayer })));
export const GamesEntrance = lazy(() => import('./components/GamesEntrance'));
export const LoginPrompt = lazy(() => import('./components/LoginPrompt'));
export type { EntranceTile } from './components/GamesEntrance';

/** The console's game vendor and catalogue pages, contributed to the operator console (ADR 054); lazy chunks. */
export const GAMES_PAGES: ConsolePage<'games'>[] = [
  { key: 'vendors', section: 'games', label: 'games/console:nav.vendors', load: () => import('./components/console/VendorsPanel') },
  { key: 'catalogue', section: 'games', label: 'games/console:nav.catalogue', load: () => import('./components/console/CataloguePanel') },
];
