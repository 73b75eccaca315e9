import { promoCodeCheckSchema, promoCodeEnabledSchema } from '@arcadia/contract/promotions/promo-codes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/promotions/promo-codes/enabled: the promo code field shows only while some code is live. */
export const getPromoCodeEnabled = (signal?: AbortSignal) =>
  apiGet('/wps/promotions/promo-codes/enabled', promoCodeEnabledSchema, { signal, background: true });
export function usePromoCodeEnabled() {
  return useQuery({
    queryKey: ['registration', 'promo-code-enabled'],
    queryFn: ({ signal }) => getPromoCodeEnabled(signal),
    staleTime: 60_000,
  });
}

/** GET /wps/promotions/promo-codes/check: the live check as the visitor types (refusals are answers, not errors). */
export const checkPromoCode = (code: string, signal?: AbortSignal) =>
  apiGet('/wps/promotions/promo-codes/check', promoCodeCheckSchema, { query: { code }, signal, background: true });
