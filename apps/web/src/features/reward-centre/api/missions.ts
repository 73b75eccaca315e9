import { missionBoardsSchema } from '@arcadia/contract/reward-centre';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const missionKeys = { all: ['reward-centre', 'missions'] as const };

/** GET /wps/reward-centre/missions (missionLeaderboard): running and recently closed missions with their boards. */
export const getMissionBoards = (signal?: AbortSignal, background = false) =>
  apiGet('/wps/reward-centre/missions', missionBoardsSchema, { signal, background });

export function useMissionBoards() {
  // A running board moves with every bet: refresh it while the page is open.
  return useQuery({ queryKey: missionKeys.all, queryFn: ({ signal }) => getMissionBoards(signal), refetchInterval: 60_000 });
}
