import { opsPromotionSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

/** GET /ops/merchants/:code/promotions — every promotion, any dates. */
export const getOpsPromotions = (code: string, signal?: AbortSignal) =>
  apiGet(consolePath(code, 'promotions'), z.array(opsPromotionSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsPromotions = (code: string) =>
  useQuery({ queryKey: consoleKeys.promotions(code), queryFn: ({ signal }) => getOpsPromotions(code, signal) });
