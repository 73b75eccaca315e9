import { promotionSchema } from '@arcadia/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions: running promotions with the member's own application status. */
export const getPromotions = (signal?: AbortSignal) => apiGet('/wps/promotions', z.array(promotionSchema), { signal });

export const promotionsQuery = (signedIn: boolean, language: string) =>
  queryOptions({
    queryKey: promotionKeys.list(signedIn, language),
    queryFn: ({ signal }) => getPromotions(signal),
    // The page asks for the list as its code loads (PromotionsRoute); fresh for a moment, so the
    // panel mounting just after does not ask again.
    staleTime: 10_000,
  });

export function usePromotions(signedIn: boolean, language: string) {
  return useQuery(promotionsQuery(signedIn, language));
}
