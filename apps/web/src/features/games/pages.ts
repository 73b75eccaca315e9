/** The games pages in one chunk (the lobbies and the in-app game page load together). */
export { default as CategoryPage } from './components/CategoryPage';
export { default as ClassifyLobby } from './components/ClassifyLobby';
export { default as GamePlayer } from './components/GamePlayer';
export { default as SlotLobby } from './components/SlotLobby';
