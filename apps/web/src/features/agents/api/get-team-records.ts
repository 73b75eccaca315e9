import {
  type DownlineTransaction,
  downlineTransactionsPageSchema,
  type TeamBet,
  type TeamRecordsQuery,
  teamBetsPageSchema,
} from '@arcadia/contract/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

type RecordsPage = { items: (TeamBet | DownlineTransaction)[]; total: number };

/** GET /wps/agent/team/bets (TEAMBETTING3) and /wps/agent/team/transactions: one page of the team's rows. */
export function useTeamRecords(kind: 'bets' | 'transactions', q: TeamRecordsQuery) {
  const query = { ...q, account: q.account || undefined };
  return useQuery<RecordsPage>({
    queryKey: agentsKeys.records(kind, query),
    queryFn: ({ signal }) =>
      kind === 'bets'
        ? apiGet('/wps/agent/team/bets', teamBetsPageSchema, { query, signal, background: true })
        : apiGet('/wps/agent/team/transactions', downlineTransactionsPageSchema, { query, signal, background: true }),
    placeholderData: keepPreviousData,
  });
}
