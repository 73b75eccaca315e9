import { type TeamPeriod, teamOverviewSchema } from '@arcadia/contract/agents';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

/** GET /wps/agent/team/overview. */
export const getTeamOverview = (period: TeamPeriod, signal?: AbortSignal) =>
  apiGet('/wps/agent/team/overview', teamOverviewSchema, { query: { period }, signal, background: true });

export function useTeamOverview(period: TeamPeriod) {
  return useQuery({ queryKey: agentsKeys.overview(period), queryFn: ({ signal }) => getTeamOverview(period, signal) });
}
