import { opsPopupSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

/** GET /ops/merchants/:code/popups */
export const getOpsPopups = (code: string, signal?: AbortSignal) =>
  apiGet(consolePath(code, 'popups'), z.array(opsPopupSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsPopups = (code: string) =>
  useQuery({ queryKey: consoleKeys.popups(code), queryFn: ({ signal }) => getOpsPopups(code, signal) });
