import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/crypto/password.js';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  await t.features.rebates.service.setRates(merchantId, [{ productType: 'RNG', rate: '0.01' }]);
}, 60_000);
afterAll(() => t?.close());

const LOGIN_PASSWORD = 'abc12345';
/** A member of this test's own with money to bet (player01's turnover is shared with other tests). */
async function fundedMember(account: string, money: string) {
  const member = await t.features.accounts.service.create({
    merchantId,
    account,
    nickname: account,
    passwordHash: await hashPassword(LOGIN_PASSWORD),
  });
  await t.features.wallet.service.credit({ merchantId, memberId: member.id, amount: money, key: `seed-${account}`, source: 'DEPOSIT' });
  return member.id;
}

describe('bets feed rebate turnover', () => {
  it('each real in-house spin accrues its stake at the RNG rate, a replayed spin nothing more', async () => {
    const memberId = await fundedMember('rebatespin01', '100');
    const token = (await login(t, 'demo', { username: 'rebatespin01', password: LOGIN_PASSWORD })).body.value.token;
    const spin = (key: string) =>
      t.app.inject({ method: 'POST', url: '/wps/house/slot/spin', headers: authed('demo', token), payload: { amount: '10.00', key } });
    for (const key of ['rebate-spin-1', 'rebate-spin-2', 'rebate-spin-1']) expect((await spin(key)).json().success).toBe(true);
    // The turnover hook runs after the round commits: wait for it rather than for a fixed time.
    await expect
      .poll(async () => (await t.features.rebates.service.details(merchantId, memberId)).byProduct.find((p) => p.productType === 'RNG'))
      .toMatchObject({ turnover: '20.0000', rebate: '0.2000' });
    expect((await t.features.rebates.service.details(merchantId, memberId)).unclaimed).toBe('0.2000');
  });
});
