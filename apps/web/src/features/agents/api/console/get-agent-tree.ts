import { memberContractsSchema } from '@arcadia/contract/agents';
import { agentTreeNodeSchema, agentTreePageSchema } from '@arcadia/contract/ops/members';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { agentsOpsKeys, opsPath } from './keys';

const opts = (signal?: AbortSignal) => ({ signal, background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/agents/tree?parent= (one level, lazily) */
export const getAgentTree = (code: string, parent: string | null, page: number, signal?: AbortSignal) =>
  apiGet(
    opsPath(code, `/agents/tree?${new URLSearchParams({ page: String(page), size: '50', ...(parent ? { parent } : {}) })}`),
    agentTreePageSchema,
    opts(signal),
  );

export const useAgentTree = (code: string, parent: string | null, page = 1, enabled = true) =>
  useQuery({
    queryKey: agentsOpsKeys.tree(code, parent, page),
    queryFn: ({ signal }) => getAgentTree(code, parent, page, signal),
    enabled,
  });

/** GET /ops/merchants/:code/agents/:account/path */
export const getAgentPath = (code: string, account: string, signal?: AbortSignal) =>
  apiGet(opsPath(code, `/agents/${encodeURIComponent(account)}/path`), z.array(agentTreeNodeSchema), opts(signal));

export const useAgentPath = (code: string, account: string) =>
  useQuery({
    queryKey: agentsOpsKeys.path(code, account),
    queryFn: ({ signal }) => getAgentPath(code, account, signal),
    enabled: !!account,
  });

/** GET /ops/merchants/:code/agents/:account/contracts */
export const getAgentContracts = (code: string, account: string, signal?: AbortSignal) =>
  apiGet(opsPath(code, `/agents/${encodeURIComponent(account)}/contracts`), memberContractsSchema, opts(signal));

export const useAgentContracts = (code: string, account: string) =>
  useQuery({ queryKey: agentsOpsKeys.contracts(code, account), queryFn: ({ signal }) => getAgentContracts(code, account, signal) });
