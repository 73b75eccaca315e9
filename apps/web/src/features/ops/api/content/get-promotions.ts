import { opsPromotionSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { contentKeys, merchantPath } from './keys';

/** GET /ops/merchants/:code/promotions — every promotion, any dates. */
export const getOpsPromotions = (code: string, signal?: AbortSignal) =>
  apiGet(merchantPath(code, 'promotions'), z.array(opsPromotionSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsPromotions = (code: string) =>
  useQuery({ queryKey: contentKeys.promotions(code), queryFn: ({ signal }) => getOpsPromotions(code, signal) });
