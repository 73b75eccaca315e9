import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** PUT /wps/member/nickname. The form shows the error itself. */
export const setNickname = (nickname: string) =>
  apiSend('PUT', '/wps/member/nickname', z.null(), { body: { nickname }, nullable: true, background: true });

export function useSetNickname(onChanged?: () => void) {
  return useMutation({ mutationFn: setNickname, onSuccess: () => onChanged?.() });
}
