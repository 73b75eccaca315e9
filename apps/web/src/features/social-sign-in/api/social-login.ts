import { registerResultSchema } from '@arcadia/contract/registration';
import { buildLoginSchema, loginResultSchema } from '@arcadia/contract/session';
import { type BindRequired, bindRequiredSchema, type SocialChannel } from '@arcadia/contract/social-sign-in';
import { ApiError, apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

export type SocialIdentity = { channel: SocialChannel; idToken: string; mobileNo?: string };
const loginSchema = buildLoginSchema();

/** POST /wps/session/login with type 'firebase' (spec 000 §3 social login payload). */
export async function socialLogin(id: SocialIdentity) {
  const payload = loginSchema.parse({
    type: 'firebase',
    firebaseChannel: id.channel,
    firebaseIdToken: id.idToken,
    ...(id.mobileNo ? { firebaseMobileNo: id.mobileNo } : {}),
  });
  return apiSend('POST', '/wps/session/login', loginResultSchema, { body: await encryptPayload(payload), background: true });
}

/** "Log in with an existing account": a password login carrying the identity, which binds it. */
export async function bindLogin(id: SocialIdentity, username: string, password: string) {
  const payload = loginSchema.parse({ type: 'username', username, password, firebaseChannel: id.channel, firebaseIdToken: id.idToken });
  return apiSend('POST', '/wps/session/login', loginResultSchema, { body: await encryptPayload(payload), background: true });
}

/** POST /wps/member/register/autoUsername (spec 000 §3 auto-register payload). */
export async function autoRegister(id: SocialIdentity, affiliateCode: string | null) {
  const body = {
    registerUrl: window.location.href.slice(0, 1024),
    registerMethod: 'WEB' as const,
    domain: window.location.hostname,
    ...(affiliateCode ? { affiliateCode } : {}),
    firebaseChannel: id.channel,
    firebaseIdToken: id.idToken,
    login: true,
  };
  return apiSend('POST', '/wps/member/register/autoUsername', registerResultSchema, { body: await encryptPayload(body), background: true });
}

/** The choices of bind_customer_required, or null for any other failure. */
export function bindRequired(e: unknown): BindRequired | null {
  if (!(e instanceof ApiError) || e.code !== 'bind_customer_required') return null;
  const parsed = bindRequiredSchema.safeParse(e.details);
  return parsed.success ? parsed.data : { canRegister: false, manual: false, email: null };
}
