import { chatThreadSchema } from '@arcadia/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** GET /wps/support/chat/thread: the open (else the latest) conversation with its newest messages. */
export const getChatThread = (signal?: AbortSignal) => apiGet('/wps/support/chat/thread', chatThreadSchema, { signal, background: true });

export const chatThreadQuery = () => queryOptions({ queryKey: supportKeys.chatThread(), queryFn: ({ signal }) => getChatThread(signal) });

export function useChatThread() {
  return useQuery(chatThreadQuery());
}
