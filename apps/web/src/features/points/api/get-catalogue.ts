import { POINTS_LIMITS, pointConfigSchema, rewardPageSchema, rewardTypeSchema } from '@arcadia/contract/points';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { pointsKeys } from './keys';

/** Reward types: the mall's tabs. */
export const getRewardTypes = (signal?: AbortSignal) => apiGet('/wps/points/reward-types', z.array(rewardTypeSchema), { signal });
/** Every reward at once (spec 001 §9: reward list size 1000); the mall groups them by type. */
export const getRewards = (signal?: AbortSignal) =>
  apiGet('/wps/points/rewards', rewardPageSchema, { signal, query: { page: 1, size: POINTS_LIMITS.rewardListSize } });
export const getPointConfig = (signal?: AbortSignal) => apiGet('/wps/points/config', pointConfigSchema, { signal });

export const useRewardTypes = () => useQuery({ queryKey: pointsKeys.types(), queryFn: ({ signal }) => getRewardTypes(signal) });
export const useRewards = () => useQuery({ queryKey: pointsKeys.rewards(), queryFn: ({ signal }) => getRewards(signal) });
export const usePointConfig = () => useQuery({ queryKey: pointsKeys.config(), queryFn: ({ signal }) => getPointConfig(signal) });
