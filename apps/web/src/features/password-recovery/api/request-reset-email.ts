import { type RecoveryEmailPayload, recoveryRequestResultSchema } from '@arcadia/contract/password-recovery';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password/email, form-encoded (spec 000 §3). The form shows failures itself. */
export function requestResetEmail(payload: RecoveryEmailPayload) {
  const body = new URLSearchParams({ username: payload.username, email: payload.email });
  return apiSend('POST', '/wps/member/password/email', recoveryRequestResultSchema, { body, background: true });
}
