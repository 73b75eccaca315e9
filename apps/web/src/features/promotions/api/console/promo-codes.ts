import { opsPromoCodeSchema, type PromoCodeInput, promoCodeCreatedSchema } from '@arcadia/contract/promotions/promo-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';
import { consoleKeys, consolePath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/promo-codes: the merchant's codes, newest first (docs/adr/058). */
export const usePromoCodes = (code: string) =>
  useQuery({
    queryKey: consoleKeys.promoCodes(code),
    queryFn: ({ signal }) => apiGet(consolePath(code, 'promo-codes'), z.array(opsPromoCodeSchema), { ...auth(), signal }),
  });

/** POST …/promo-codes: the code, or `pending` when its exposure waits for a second operator. */
export function useCreatePromoCode(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoCodeInput) => apiSend('POST', consolePath(code, 'promo-codes'), promoCodeCreatedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: consoleKeys.promoCodes(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}

/** POST …/promo-codes/:id/enabled: on or off (the terms never change). */
export function useTogglePromoCode(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; enabled: boolean }) =>
      apiSend('POST', consolePath(code, `promo-codes/${p.id}/enabled`), opsPromoCodeSchema, { ...auth(), body: { enabled: p.enabled } }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.promoCodes(code) }),
  });
}
