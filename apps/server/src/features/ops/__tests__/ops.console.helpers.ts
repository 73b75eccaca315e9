import type { OpsRole } from '@arcadia/contract/ops';
import * as OTPAuth from 'otpauth';
import type { TestApp } from '../../../test/harness.js';

// An independent TOTP implementation, as the operator's authenticator app would be.
export const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

export const PASSWORD = 'correct horse battery';

export async function opsLogin(t: TestApp, username: string, password: string, totp: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    headers: { language: 'EN' },
    payload: { username, password, totp },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Creates an operator through the service and signs them in; answers the console token. */
export async function operator(t: TestApp, username: string, role: OpsRole, merchant: string | null) {
  const merchantId = merchant ? (await t.features.system.service.merchantByCode(merchant))!.id : null;
  const created = await t.features.ops.service.createOperator({ username, password: PASSWORD, role, merchantId });
  const res = await opsLogin(t, username, PASSWORD, codeAt(created.totpSecret, t.clock.now()));
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
  return { token: res.json().value.token as string, secret: created.totpSecret, id: created.id };
}

/** A concrete URL for a route pattern: the merchant in :code, a plausible value in every other parameter. */
export function concrete(url: string, code: string): string {
  const samples: Record<string, string> = { code, account: 'player01', language: 'EN', n: '0', action: 'approve' };
  return url.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? '1');
}
