import { endedSessionsSchema } from '@arcadia/contract/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { sessionKeys } from './keys';

/** DELETE /wps/session/sessions/others: signs out every other device of this member. */
export const endOtherSessions = () => apiSend('DELETE', '/wps/session/sessions/others', endedSessionsSchema);

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.sessions() }),
  });
}
