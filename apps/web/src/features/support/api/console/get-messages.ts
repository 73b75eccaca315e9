import { chatThreadSchema } from '@arcadia/contract/support';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, DESK_POLL_MS, deskKeys } from './keys';

/** GET /ops/merchants/:code/chat/conversations/:id/messages — the newest page, oldest first. */
export const getDeskMessages = (code: string, id: number, signal?: AbortSignal) =>
  apiGet(chatPath(code, `/conversations/${id}/messages`), chatThreadSchema, { signal, background: true, token: opsToken() ?? '' });

export const useDeskMessages = (code: string, id: number | null) =>
  useQuery({
    queryKey: deskKeys.messages(code, id ?? 0),
    queryFn: ({ signal }) => getDeskMessages(code, id!, signal),
    enabled: id !== null,
    refetchInterval: DESK_POLL_MS,
  });
