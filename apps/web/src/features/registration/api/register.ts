import { type RegisterMode, type RegisterPayload, registerResultSchema } from '@arcadia/contract/registration';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** POST /wps/member/register or /register/mobile, encrypted. Failures are shown by the form. */
export async function register(mode: RegisterMode, payload: RegisterPayload) {
  const { mode: _, ...body } = payload;
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiSend('POST', path, registerResultSchema, { body: await encryptPayload(body), background: true });
}
