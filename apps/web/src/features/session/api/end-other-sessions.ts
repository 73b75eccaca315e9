import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { sessionKeys } from './keys';

const endedSchema = z.object({ ended: z.number().int() });

/** DELETE /wps/session/sessions/others: signs out every other device of this member. */
export const endOtherSessions = () => apiSend('DELETE', '/wps/session/sessions/others', endedSchema);

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.sessions() }),
  });
}
