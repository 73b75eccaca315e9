import { type ContractKind, statementPageSchema } from '@arcadia/contract/agents';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

export type StatementQuery = { kind?: ContractKind; side: 'paid' | 'received'; page: number; size: number };

/** GET /wps/agent/statements: settlements received, or paid to the downline. */
export const getStatements = (q: StatementQuery, signal?: AbortSignal) =>
  apiGet('/wps/agent/statements', statementPageSchema, { query: q, signal, background: true });

export function useStatements(q: StatementQuery) {
  return useQuery({ queryKey: agentsKeys.statements(q), queryFn: ({ signal }) => getStatements(q, signal) });
}
