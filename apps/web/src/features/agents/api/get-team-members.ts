import { type TeamPeriod, teamMembersPageSchema } from '@arcadia/contract/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

export type TeamMembersQuery = { period: TeamPeriod; parent?: string; account?: string; page: number; size: number };

/** GET /wps/agent/team/members: one level of the downline with period P&L. */
export const getTeamMembers = (q: TeamMembersQuery, signal?: AbortSignal) =>
  apiGet('/wps/agent/team/members', teamMembersPageSchema, { query: q, signal, background: true });

export function useTeamMembers(q: TeamMembersQuery) {
  return useQuery({
    queryKey: agentsKeys.members(q),
    queryFn: ({ signal }) => getTeamMembers(q, signal),
    placeholderData: keepPreviousData,
  });
}
