import { isRestricted } from '@arcadia/contract/accounts';
import { chatUnreadSchema } from '@arcadia/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** GET /wps/support/chat/unread: chat message unReadCount (spec 001 §7). */
export const getChatUnread = (signal?: AbortSignal) => apiGet('/wps/support/chat/unread', chatUnreadSchema, { signal, background: true });

export const chatUnreadQuery = () =>
  queryOptions({ queryKey: supportKeys.chatUnread(), queryFn: ({ signal }) => getChatUnread(signal), staleTime: 60_000 });

/** Restricted account types skip unread calls (spec 000 §6); the socket keeps it fresh for the rest. */
export function useChatUnread(accountType: number | null) {
  return useQuery({ ...chatUnreadQuery(), enabled: accountType !== null && !isRestricted(accountType) });
}
