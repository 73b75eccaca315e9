import { promotionSchema } from '@arcadia/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions: running promotions with the member's own application status. */
export const getPromotions = (signal?: AbortSignal) => apiGet('/wps/promotions', z.array(promotionSchema), { signal });

export const promotionsQuery = (signedIn: boolean, language: string) =>
  queryOptions({ queryKey: promotionKeys.list(signedIn, language), queryFn: ({ signal }) => getPromotions(signal) });

export function usePromotions(signedIn: boolean, language: string) {
  return useQuery(promotionsQuery(signedIn, language));
}
