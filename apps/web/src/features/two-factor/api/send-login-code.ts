import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { codeSentSchema } from '@arcadia/contract/two-factor';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/session/login/verification/code: the modal's SMS or e-mail code; the countdown ends at expirationTime. */
export function sendLoginCode(body: { challenge: string; method: 'S' | 'E'; mobileNum?: string; email?: string; slider?: SliderFields }) {
  return apiSend('POST', '/wps/session/login/verification/code', codeSentSchema, { body, background: true });
}
