/** Public API of the raffles feature: the raffle tip with its prize modal (loaded lazily). */
import { lazy } from 'react';

export const RaffleTip = lazy(() => import('./components/RaffleTip'));
export { raffleKeys } from './api/raffle';
