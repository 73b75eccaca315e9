import { type RecoverySmsPayload, recoveryRequestResultSchema } from '@arcadia/contract/password-recovery';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password/sms: a recovery code to the member's phone. */
export function requestResetSms(payload: RecoverySmsPayload) {
  return apiSend('POST', '/wps/member/password/sms', recoveryRequestResultSchema, { body: payload, background: true });
}
