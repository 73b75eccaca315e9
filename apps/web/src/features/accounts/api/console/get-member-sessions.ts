import { memberSessionSchema } from '@arcadia/contract/ops/members';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { memberKeys, memberPath } from './keys';

/** GET /ops/merchants/:code/members/:account/sessions */
export const getMemberSessions = (code: string, account: string, signal?: AbortSignal) =>
  apiGet(memberPath(code, account, '/sessions'), z.array(memberSessionSchema), { signal, background: true, token: opsToken() ?? '' });

export const useMemberSessions = (code: string, account: string) =>
  useQuery({ queryKey: memberKeys.sessions(code, account), queryFn: ({ signal }) => getMemberSessions(code, account, signal) });
