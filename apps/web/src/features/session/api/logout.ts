import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** DELETE /wps/session/logout. The client clears its state whatever the answer, so failures stay quiet. */
export const logout = () => apiSend('DELETE', '/wps/session/logout', z.null(), { nullable: true, background: true });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
