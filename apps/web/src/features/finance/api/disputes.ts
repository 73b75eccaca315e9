import { opsPaymentConfirmationSchema } from '@arcadia/contract/payment-confirmation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';

const base = (code: string) => `/ops/merchants/${encodeURIComponent(code)}/payment-confirmations`;
const key = (code: string) => ['ops', code, 'finance', 'disputes'] as const;

/** GET /ops/merchants/:code/payment-confirmations?status=not_received: payments a member disputes. */
export const getDisputes = (code: string, signal?: AbortSignal) =>
  apiGet(base(code), z.array(opsPaymentConfirmationSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { status: 'not_received', limit: 200 },
  });

export const useDisputes = (code: string) =>
  useQuery({ queryKey: key(code), queryFn: ({ signal }) => getDisputes(code, signal), refetchInterval: 30_000 });

export const proofPath = (code: string, id: number) => `${base(code)}/${id}/proof`;

export type DisputeOutcome = { id: number; outcome: 'paid' | 'unpaid'; remarks: string };

/** POST …/payment-confirmations/:id/resolve: paid (to the payer) or unpaid (back to the member). */
export const resolveDispute = (code: string, d: DisputeOutcome) =>
  apiSend('POST', `${base(code)}/${d.id}/resolve`, opsPaymentConfirmationSchema, {
    body: { outcome: d.outcome, remarks: d.remarks },
    background: true,
    token: opsToken() ?? '',
  });

export function useResolveDispute(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: DisputeOutcome) => resolveDispute(code, d),
    onSettled: () => client.invalidateQueries({ queryKey: key(code) }),
  });
}
