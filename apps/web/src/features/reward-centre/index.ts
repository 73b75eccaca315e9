/** Public API of the reward-centre feature: the rewardCenter page (loaded lazily). */
import { lazy } from 'react';

export const RewardCentrePanel = lazy(() => import('./components/RewardCentrePanel'));
export { rewardCentreKeys } from './api/reward-centre';
