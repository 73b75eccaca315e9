import type { TestApp } from '../../../test/harness.js';
import { memberIds } from '../../../test/harness.js';

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
