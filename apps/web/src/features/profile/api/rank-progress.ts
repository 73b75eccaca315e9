import { rankProgressSchema } from '@arcadia/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /wps/member/rankProgress (getPlayerRankProgress). */
export const getRankProgress = (signal?: AbortSignal) =>
  apiGet('/wps/member/rankProgress', rankProgressSchema, { signal, background: true });

export const rankProgressQuery = () =>
  queryOptions({ queryKey: profileKeys.rankProgress(), queryFn: ({ signal }) => getRankProgress(signal), staleTime: 60_000 });

export function useRankProgress(enabled = true) {
  return useQuery({ ...rankProgressQuery(), enabled });
}
