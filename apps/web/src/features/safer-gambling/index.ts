/** Public API of the safer-gambling feature (docs/adr/065): the member-centre panel and the reality-check dialog, both lazy. */
import { lazy } from 'react';

export const SaferGamblingPanel = lazy(() => import('./components/SaferGamblingPanel'));
export const RealityCheck = lazy(() => import('./components/RealityCheck'));
export { saferGamblingKeys } from './api/safer-gambling';
