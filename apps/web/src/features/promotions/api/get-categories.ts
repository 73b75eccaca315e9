import { promotionCategorySchema } from '@arcadia/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/categories: the promotion announcement categories (spec 001 §7), with counts. */
export const getCategories = (signal?: AbortSignal) => apiGet('/wps/promotions/categories', z.array(promotionCategorySchema), { signal });

export const categoriesQuery = () =>
  queryOptions({ queryKey: promotionKeys.categories(), queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export function usePromotionCategories() {
  return useQuery(categoriesQuery());
}
