import { rebateRatesSavedSchema, rebateRatesSchema, type setRebateRatesSchema } from '@arcadia/contract/rebates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';

const auth = () => ({ background: true, token: opsToken() ?? '' });
const path = (code: string) => `/ops/merchants/${encodeURIComponent(code)}/rebates/rates`;

/** Query key under `ops`, so signing out of the console drops it. */
export const rebateRatesKey = (code: string) => ['ops', code, 'rewards', 'rebate-rates'] as const;

/** GET /ops/merchants/:code/rebates/rates: the stored rate of each product (fractions; absent = none). */
export const useRebateRates = (code: string) =>
  useQuery({
    queryKey: rebateRatesKey(code),
    queryFn: ({ signal }) => apiGet(path(code), rebateRatesSchema, { ...auth(), signal }),
  });

/**
 * PUT …/rebates/rates (finance): the rates given are saved, or — when any of them rises — the
 * request waits for a second operator (`pending`, `approvalId`, `updated: 0`; ADR 045).
 */
export function useSaveRebateRates(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof setRebateRatesSchema>) => apiSend('PUT', path(code), rebateRatesSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rebateRatesKey(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}
