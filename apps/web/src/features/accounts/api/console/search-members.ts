import { type MemberSearchQuery, memberPageSchema } from '@arcadia/contract/ops/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { memberKeys, opsPath } from './keys';

export type MemberFilter = Partial<Omit<MemberSearchQuery, 'page' | 'size'>> & { page: number };

/** GET /ops/merchants/:code/members */
export const searchMembers = (code: string, q: MemberFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(q.page), size: '20' });
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && k !== 'page') params.set(k, String(v));
  return apiGet(opsPath(code, `/members?${params}`), memberPageSchema, { signal, background: true, token: opsToken() ?? '' });
};

export const useMemberSearch = (code: string, q: MemberFilter) =>
  useQuery({
    queryKey: memberKeys.search(code, q),
    queryFn: ({ signal }) => searchMembers(code, q, signal),
    placeholderData: keepPreviousData,
  });
