import { rebateRatesSavedSchema, rebateRatesSchema, type setRebateRatesSchema } from '@arcadia/contract/rebates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { rewardKeys, rewardsPath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/rebates/rates: the stored rate of each product (fractions; absent = none). */
export const useRebateRates = (code: string) =>
  useQuery({
    queryKey: rewardKeys.rebateRates(code),
    queryFn: ({ signal }) => apiGet(rewardsPath(code, 'rebates/rates'), rebateRatesSchema, { ...auth(), signal }),
  });

/**
 * PUT …/rebates/rates (finance): the rates given are saved, or — when any of them rises — the
 * request waits for a second operator (`pending`, `approvalId`, `updated: 0`; ADR 045).
 */
export function useSaveRebateRates(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof setRebateRatesSchema>) =>
      apiSend('PUT', rewardsPath(code, 'rebates/rates'), rebateRatesSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rewardKeys.rebateRates(code) });
      await client.invalidateQueries({ queryKey: rewardKeys.pendingAdjustmentsAll(code) });
    },
  });
}
