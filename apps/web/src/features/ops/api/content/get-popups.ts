import { opsPopupSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { contentKeys, merchantPath } from './keys';

/** GET /ops/merchants/:code/popups */
export const getOpsPopups = (code: string, signal?: AbortSignal) =>
  apiGet(merchantPath(code, 'popups'), z.array(opsPopupSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsPopups = (code: string) =>
  useQuery({ queryKey: contentKeys.popups(code), queryFn: ({ signal }) => getOpsPopups(code, signal) });
