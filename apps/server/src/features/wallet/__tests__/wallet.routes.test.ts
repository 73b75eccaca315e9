import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/v2/wallets/balance', () => {
  it('shows the member’s wallets with the merchant’s currency, after a credit', async () => {
    const token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
    const get = async () => (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed('acme', token) })).json();
    const empty = await get();
    expect(empty.value).toMatchObject({ sumBalance: '0.0000', currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'F' });
    const acme = (await t.features.system.service.merchantByCode('acme'))!;
    const me = (await t.features.accounts.service.findByAccount(acme.id, 'player01'))!;
    await t.features.wallet.service.credit({
      merchantId: acme.id,
      memberId: me.id,
      amount: '1234.5',
      key: 'route-test-1',
      source: 'DEPOSIT',
    });
    const after = await get();
    expect(after.value.sumBalance).toBe('1234.5000');
    expect(after.value.balance).toEqual([{ displayName: 'Main', accountName: 'MAIN', availBalance: '1234.5000' }]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers('acme') });
    expect(res.statusCode).toBe(401);
  });
});
