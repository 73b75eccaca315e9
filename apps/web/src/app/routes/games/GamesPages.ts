/** The games pages in one chunk: the router loads them through one dynamic import. */
export { default as ArcadeRoute } from './ArcadeRoute';
export { default as CasinoRoute } from './CasinoRoute';
export { default as CategoryRoute } from './CategoryRoute';
export { default as ElectronRoute } from './ElectronRoute';
export { default as GameRoute } from './GameRoute';
export { default as TableRoute } from './TableRoute';
