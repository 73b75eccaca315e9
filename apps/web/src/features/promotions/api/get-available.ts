import { AVAILABLE_PROMOTIONS_POLL_MS, availablePromotionsSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/available (getAvailablePromotions), polled every 5 minutes (spec 000 §7). */
export const getAvailable = (signal?: AbortSignal) =>
  apiGet('/wps/promotions/available', availablePromotionsSchema, { signal, background: true });

export function useAvailablePromotions(enabled: boolean) {
  return useQuery({
    queryKey: promotionKeys.available(),
    queryFn: ({ signal }) => getAvailable(signal),
    enabled,
    refetchInterval: AVAILABLE_PROMOTIONS_POLL_MS,
    staleTime: AVAILABLE_PROMOTIONS_POLL_MS,
  });
}
