import { downlineTransfersPageSchema, type TransferDownline, transferDownlineResultSchema } from '@arcadia/contract/agents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { agentsKeys } from './keys';

/** POST /wps/agent/transfer/downline: one or several team members, all or nothing. Errors are shown by the form. */
export function useTransferDownline(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferDownline) =>
      apiSend('POST', '/wps/agent/transfer/downline', transferDownlineResultSchema, { body, background: true }),
    onSuccess: () => {
      onDone?.();
      return client.invalidateQueries({ queryKey: agentsKeys.transfers() });
    },
  });
}

/** GET /wps/agent/transfer/history: sent to the downline and received from the upline. */
export function useTransferHistory(page: number, size = 10) {
  return useQuery({
    queryKey: [...agentsKeys.transfers(), page, size],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/transfer/history', downlineTransfersPageSchema, { query: { page, size }, signal, background: true }),
  });
}
