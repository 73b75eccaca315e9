import { isRestricted } from '@arcadia/contract/accounts';
import { unreadCountSchema } from '@arcadia/contract/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /wps/inbox/unread (getUnreadMessageV2). */
export const getUnread = (signal?: AbortSignal) => apiGet('/wps/inbox/unread', unreadCountSchema, { signal, background: true });

export const unreadQuery = () =>
  queryOptions({ queryKey: inboxKeys.unread(), queryFn: ({ signal }) => getUnread(signal), staleTime: 60_000 });

/** Spec 000 §6: restricted account types (4, 40, 41, 42) skip the unread-message call. */
export function useUnreadCount(accountType: number | null) {
  return useQuery({ ...unreadQuery(), enabled: accountType !== null && !isRestricted(accountType) });
}
