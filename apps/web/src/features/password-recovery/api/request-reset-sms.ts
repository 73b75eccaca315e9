import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { type RecoverySmsPayload, recoveryRequestResultSchema } from '@arcadia/contract/password-recovery';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password/sms: a recovery code to the member's phone (with the slider's pass when the merchant asks for the slider). */
export function requestResetSms(payload: RecoverySmsPayload & SliderFields) {
  return apiSend('POST', '/wps/member/password/sms', recoveryRequestResultSchema, { body: payload, background: true });
}
