import type { OpsRole } from '@arcadia/contract/ops';
import * as OTPAuth from 'otpauth';
import type { TestApp } from '../../../test/harness.js';
import { memberIds } from '../../../test/harness.js';

/** A demo operator of this test file, signed in through the service with the code an authenticator shows. */
export async function signedInOperator(t: TestApp, username: string, role: OpsRole): Promise<string> {
  const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const password = 'finance test password';
  const { totpSecret } = await t.features.ops.service.createOperator({ username, password, role, merchantId });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret) }).generate({ timestamp: t.clock.now().getTime() });
  return (await t.features.ops.service.login({ username, password, totp }, '127.0.0.1')).token;
}

export const FIN = '/ops/merchants/demo/finance';

/** An ops call as a given operator (console token) or with the machine token. */
export const call = (t: TestApp, token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export async function balanceOf(t: TestApp, account: string): Promise<string> {
  const { merchantId, memberId } = await memberIds(t, 'demo', account);
  return (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
}

let n = 0;
export const key = (tag: string) => `${tag}-${Date.now()}-${++n}`;
