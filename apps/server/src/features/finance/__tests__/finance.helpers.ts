import type { TestApp } from '../../../test/harness.js';
import { memberIds } from '../../../test/harness.js';

export { call, signedInOperator } from '../../../test/operators.js';

export const FIN = '/ops/merchants/demo/finance';

export async function balanceOf(t: TestApp, account: string): Promise<string> {
  const { merchantId, memberId } = await memberIds(t, 'demo', account);
  return (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
}

let n = 0;
export const key = (tag: string) => `${tag}-${Date.now()}-${++n}`;
