import { DEFAULT_NOTICE_GROUP, NOTICE_TYPES, NOTICES_PER_PAGE, noticePageSchema } from '@arcadia/contract/inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /wps/notice: types PR,B,PL,PU, group w_promotion, execution B, platform W (spec 001 §7). */
export const getNotices = (page: number, signal?: AbortSignal) =>
  apiGet('/wps/notice', noticePageSchema, {
    signal,
    query: { page, size: NOTICES_PER_PAGE, types: NOTICE_TYPES.join(','), groupName: DEFAULT_NOTICE_GROUP, execution: 'B', platform: 'W' },
  });

export const noticesQuery = (language: string, page: number) =>
  queryOptions({
    queryKey: inboxKeys.notices(language, page),
    queryFn: ({ signal }) => getNotices(page, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useNotices(language: string, page: number) {
  return useQuery(noticesQuery(language, page));
}
