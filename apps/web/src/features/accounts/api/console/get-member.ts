import { memberProfileSchema } from '@arcadia/contract/ops/members';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { memberKeys, memberPath } from './keys';

/** GET /ops/merchants/:code/members/:account */
export const getMember = (code: string, account: string, signal?: AbortSignal) =>
  apiGet(memberPath(code, account), memberProfileSchema, { signal, background: true, token: opsToken() ?? '' });

export const useMember = (code: string, account: string) =>
  useQuery({ queryKey: memberKeys.member(code, account), queryFn: ({ signal }) => getMember(code, account, signal) });
