import { rewardApplicationSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/claims (promotion claim list): the member's applications and their wagering requirements. */
export const getClaims = (signal?: AbortSignal) => apiGet('/wps/promotions/claims', z.array(rewardApplicationSchema), { signal });

/** Keyed by language: each claim's promotion title is in the member's language (issue 29). */
export function useClaims(enabled: boolean, language: string) {
  return useQuery({ queryKey: promotionKeys.claims(language), queryFn: ({ signal }) => getClaims(signal), enabled });
}
