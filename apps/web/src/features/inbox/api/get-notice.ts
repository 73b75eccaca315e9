import { noticeSchema } from '@arcadia/contract/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /wps/notice/:id: one running notice in the page's language (the news detail page). */
export const getNotice = (id: number, signal?: AbortSignal) =>
  // A notice that ended or never was is a state of the page, not an error dialog.
  apiGet(`/wps/notice/${id}`, noticeSchema, { signal, background: true });

export const noticeQuery = (language: string, id: number, member: boolean) =>
  queryOptions({
    // Signing in can reveal a members' notice: the member flag is part of the key.
    queryKey: inboxKeys.notice(language, id, member),
    queryFn: ({ signal }) => getNotice(id, signal),
    staleTime: 60_000,
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 2,
  });

export function useNotice(language: string, id: number, member: boolean) {
  return useQuery(noticeQuery(language, id, member));
}
