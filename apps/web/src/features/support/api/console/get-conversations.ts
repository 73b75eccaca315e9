import { opsChatConversationSchema } from '@arcadia/contract/support';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, DESK_POLL_MS, deskKeys } from './keys';

export type DeskStatus = 'open' | 'closed';

/** GET /ops/merchants/:code/chat/conversations?status= — newest activity first. */
export const getDeskConversations = (code: string, status: DeskStatus, signal?: AbortSignal) =>
  apiGet(chatPath(code, '/conversations'), z.array(opsChatConversationSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { status },
  });

export const useDeskConversations = (code: string, status: DeskStatus) =>
  useQuery({
    queryKey: deskKeys.conversations(code, status),
    queryFn: ({ signal }) => getDeskConversations(code, status, signal),
    refetchInterval: DESK_POLL_MS,
  });
