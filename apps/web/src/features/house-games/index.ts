/** Public API of the house-games feature: the in-house vendor's playable games (loaded lazily). */
import { lazy } from 'react';

export const HouseGame = lazy(() => import('./components/HouseGame'));
export type { HouseGameProps } from './components/HouseGame';
export const CrashBoard = lazy(() => import('./components/CrashBoard'));
export { crashKeys } from './api/crash';
