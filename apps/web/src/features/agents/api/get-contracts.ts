import { type ContractKind, contractViewSchema } from '@arcadia/contract/agents';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

/** GET /wps/agent/contracts: held (offered to me) or given (offered by me to my downline). */
export const getContracts = (side: 'held' | 'given', kind?: ContractKind, signal?: AbortSignal) =>
  apiGet('/wps/agent/contracts', z.array(contractViewSchema), { query: { side, kind }, signal, background: true });

export function useContracts(side: 'held' | 'given', kind?: ContractKind) {
  return useQuery({ queryKey: agentsKeys.contracts(side, kind), queryFn: ({ signal }) => getContracts(side, kind, signal) });
}
