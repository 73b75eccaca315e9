import { opsNoticeSchema } from '@arcadia/contract/inbox';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consolePath, noticesKey } from './keys';

/** GET /ops/merchants/:code/notices — every notice, any dates. */
export const getOpsNotices = (code: string, signal?: AbortSignal) =>
  apiGet(consolePath(code, 'notices'), z.array(opsNoticeSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsNotices = (code: string) =>
  useQuery({ queryKey: noticesKey(code), queryFn: ({ signal }) => getOpsNotices(code, signal) });
