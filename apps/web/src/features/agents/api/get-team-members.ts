import { type TeamPeriod, teamMembersPageSchema } from '@arcadia/contract/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

export type TeamMembersQuery = { period: TeamPeriod; parent?: string; account?: string; page: number; size: number };
/** 'members' for the team overview; 'pnl' for the P&L statements page, which AGETEAMPNL3 closes. */
export type TeamMembersSource = 'members' | 'pnl';

/** GET /wps/agent/team/members (or /team/pnl): one level of the downline with period P&L. */
export const getTeamMembers = (q: TeamMembersQuery, signal?: AbortSignal, source: TeamMembersSource = 'members') =>
  apiGet(`/wps/agent/team/${source}`, teamMembersPageSchema, { query: q, signal, background: true });

export function useTeamMembers(q: TeamMembersQuery, source: TeamMembersSource = 'members') {
  return useQuery({
    queryKey: agentsKeys.members({ ...q, source }),
    queryFn: ({ signal }) => getTeamMembers(q, signal, source),
    placeholderData: keepPreviousData,
  });
}
