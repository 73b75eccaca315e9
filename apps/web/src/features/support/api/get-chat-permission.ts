import { isRestricted } from '@arcadia/contract/accounts';
import { chatPermissionSchema } from '@arcadia/contract/support';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** GET /wps/support/chat/permission (value.hasPermission); a failure reads as "no" (spec 001 §8). */
export const getChatPermission = (signal?: AbortSignal) =>
  apiGet('/wps/support/chat/permission', chatPermissionSchema, { signal, background: true });

/** Type 4 is not asked: the button stays and tells them a real account is needed when pressed. */
export function useChatPermission(accountType: number | null) {
  const restricted = accountType !== null && isRestricted(accountType);
  const query = useQuery({
    queryKey: [...supportKeys.chat, 'permission'],
    queryFn: ({ signal }) => getChatPermission(signal).catch(() => ({ hasPermission: false })),
    enabled: accountType !== null && !restricted,
    staleTime: 5 * 60_000,
  });
  return restricted || query.data?.hasPermission === true;
}
