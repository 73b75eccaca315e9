import { changedCountSchema } from '@arcadia/contract/inbox';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiSend } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** POST /wps/inbox/messages/read */
export const readMessages = (ids: number[]) => apiSend('POST', '/wps/inbox/messages/read', changedCountSchema, { body: { ids } });
/** POST /wps/inbox/messages/delete */
export const deleteMessages = (ids: number[]) => apiSend('POST', '/wps/inbox/messages/delete', changedCountSchema, { body: { ids } });

/**
 * Either change refreshes the list and the unread badge. Plain calls rather than useMutation:
 * the shared mutation chunk would otherwise be split again and land on the home route.
 */
export function useChangeMessages() {
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: inboxKeys.all }), [client]);
  const read = useCallback(
    (ids: number[]) => {
      readMessages(ids).then(refresh, refresh);
    },
    [refresh],
  );
  const remove = useCallback(
    (ids: number[]) => {
      setRemoving(true);
      deleteMessages(ids)
        .then(refresh, refresh)
        .finally(() => setRemoving(false));
    },
    [refresh],
  );
  return { read, remove, removing };
}
