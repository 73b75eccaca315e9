import { loginResultSchema } from '@arcadia/contract/session';
import type { TwoFactorMethod } from '@arcadia/contract/two-factor';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

export type TwoFactorSubmit = {
  challenge: string;
  username: string;
  method: TwoFactorMethod;
  email?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  payeeName?: string;
};

/** POST /wps/session/login/verification (encrypted two-factor payload). The modal shows failures itself. */
export async function loginVerification(payload: TwoFactorSubmit) {
  const body = await encryptPayload(payload);
  return apiSend('POST', '/wps/session/login/verification', loginResultSchema, { body, background: true });
}
