import type { ChangePasswordPayload } from '@arcadia/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/**
 * POST /wps/member/password with the encrypted payload. `token` is the forced-change token when
 * the member is not signed in yet (spec 000 §4 flow 1). Errors are shown by the form.
 */
export async function changePassword(payload: ChangePasswordPayload, token?: string) {
  const body = await encryptPayload(payload);
  await apiSend('POST', '/wps/member/password', z.null(), { body, nullable: true, background: true, ...(token ? { token } : {}) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (v: { payload: ChangePasswordPayload; token?: string }) => changePassword(v.payload, v.token) });
}
