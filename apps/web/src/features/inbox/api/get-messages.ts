import { INBOX_CHECK, INBOX_PAGE_SIZE, messagePageSchema } from '@arcadia/contract/inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { inboxKeys } from './keys';

type ListParams = { page: number; size: number; read?: boolean; startTime?: string; endTime?: string };

/** GET /wps/inbox/messages (messageV2 list), newest first. */
export const getMessages = (p: ListParams, signal?: AbortSignal, background = false) =>
  apiGet('/wps/inbox/messages', messagePageSchema, {
    signal,
    background,
    query: {
      page: p.page,
      size: p.size,
      sort: 'sendTime,desc',
      read: p.read === undefined ? undefined : String(p.read),
      startTime: p.startTime,
      endTime: p.endTime,
    },
  });

export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: inboxKeys.messages(page),
    queryFn: ({ signal }) => getMessages({ page, size: INBOX_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export function useMessages(page: number) {
  return useQuery(messagesQuery(page));
}

/** Spec 000 §7 inbox check: page 1, size 1, the newest unread message of the last 7 days. */
export async function newestRecentUnread(now: Date = new Date()) {
  const start = new Date(now.getTime() - INBOX_CHECK.days * 86_400_000);
  // In the background: a failed check is retried once and otherwise stays silent.
  const page = await getMessages(
    { page: 1, size: 1, read: false, startTime: start.toISOString(), endTime: now.toISOString() },
    undefined,
    true,
  );
  return page.list[0] ?? null;
}
