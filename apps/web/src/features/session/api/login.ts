import { type LoginPayload, loginFailureSchema, loginResultSchema } from '@arcadia/contract/session';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** POST /wps/session/login with the encrypted payload. Failures are shown by the form, not the global dialog. */
export async function login(payload: LoginPayload) {
  const body = await encryptPayload(payload);
  return apiSend('POST', '/wps/session/login', loginResultSchema, { body, background: true });
}

/** The details of a failed login: whether the next try needs a captcha, and a lockout length. */
export function loginFailure(error: unknown): { captcha: boolean; lockedMinutes?: number } {
  if (!(error instanceof ApiError)) return { captcha: false };
  const parsed = loginFailureSchema.safeParse(error.details);
  return parsed.success ? parsed.data : { captcha: false };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
