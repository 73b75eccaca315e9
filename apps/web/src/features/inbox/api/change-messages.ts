import { changedCountSchema } from '@arcadia/contract/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** POST /wps/inbox/messages/read */
export const readMessages = (ids: number[]) => apiSend('POST', '/wps/inbox/messages/read', changedCountSchema, { body: { ids } });
/** POST /wps/inbox/messages/delete */
export const deleteMessages = (ids: number[]) => apiSend('POST', '/wps/inbox/messages/delete', changedCountSchema, { body: { ids } });

/** Either change refreshes the list and the unread badge. */
export function useChangeMessages() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: inboxKeys.all });
  return {
    read: useMutation({ mutationFn: readMessages, onSettled: refresh }),
    remove: useMutation({ mutationFn: deleteMessages, onSettled: refresh }),
  };
}
