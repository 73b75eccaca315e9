/** Public API of the reward-centre feature: the rewardCenter and missionLeaderboard pages (loaded lazily). */
import { lazy } from 'react';

export const RewardCentrePanel = lazy(() => import('./components/RewardCentrePanel'));
export const MissionLeaderboardPanel = lazy(() => import('./components/MissionLeaderboardPanel'));
export const VipBenefitsList = lazy(() => import('./components/VipBenefitsList'));
export { useMissionsListed } from './api/missions-listed';
export { rewardCentreKeys } from './api/reward-centre';
