import { rewardApplicationSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/claims (promotion claim list): the member's applications and their wagering requirements. */
export const getClaims = (signal?: AbortSignal) => apiGet('/wps/promotions/claims', z.array(rewardApplicationSchema), { signal });

export function useClaims(enabled: boolean) {
  return useQuery({ queryKey: promotionKeys.claims(), queryFn: ({ signal }) => getClaims(signal), enabled });
}
