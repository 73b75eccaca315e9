import { matchListSchema } from '@arcadia/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gamesKeys } from './keys';

/** GET /wps/game/match/v2 (spec 001 "match v2"): empty with provider null until a sports feed exists (ADR 053). */
export const getMatches = (signal?: AbortSignal) => apiGet('/wps/game/match/v2', matchListSchema, { signal });

export const matchesQuery = () =>
  queryOptions({ queryKey: gamesKeys.matches(), queryFn: ({ signal }) => getMatches(signal), staleTime: 60_000 });

export function useMatches() {
  return useQuery(matchesQuery());
}
