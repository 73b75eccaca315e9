import { bannerSchema } from '@arcadia/contract/promotions/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/banners */
export const getBanners = (groupName: string, signal?: AbortSignal) =>
  apiGet('/wps/promotions/banners', z.array(bannerSchema), { signal, background: true, query: { groupName } });

export const bannersQuery = (groupName: string, language: string) =>
  queryOptions({
    queryKey: promotionKeys.banners(groupName, language),
    queryFn: ({ signal }) => getBanners(groupName, signal),
    staleTime: 300_000,
  });

export function useBanners(groupName: string, language: string) {
  return useQuery(bannersQuery(groupName, language));
}
