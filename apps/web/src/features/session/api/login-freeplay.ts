import { loginResultSchema } from '@arcadia/contract/session';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/session/login/freeplay: a guest (type 4) session, when FREEPLAY3 is on. */
export const loginFreePlay = () => apiSend('POST', '/wps/session/login/freeplay', loginResultSchema, { background: true });

export function useFreePlay() {
  return useMutation({ mutationFn: loginFreePlay });
}
