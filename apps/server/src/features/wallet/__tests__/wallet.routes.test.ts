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

describe('transferFund, recall and consolidated funds (demo: main + PG, EVO, JILI)', () => {
  let token: string;
  let merchantId: number;
  let memberId: number;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: authed('demo', token), payload });
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed('demo', token) })).json().value as {
      sumBalance: string;
      isSingle: number;
      balance: { accountName: string; availBalance: string }[];
    };
  const of = (b: Awaited<ReturnType<typeof balance>>, code: string) => b.balance.find((w) => w.accountName === code)?.availBalance;

  beforeAll(async () => {
    token = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    memberId = (await t.features.accounts.service.findByAccount(merchantId, 'agent01'))!.id;
    await t.features.wallet.service.credit({ merchantId, memberId, amount: '500', key: 'fund-route-1', source: 'DEPOSIT' });
  });

  it('lists main first, then every vendor wallet the merchant offers, even before it holds money', async () => {
    const b = await balance();
    expect(b.isSingle).toBe(0);
    expect(b.balance.map((w) => w.accountName)).toEqual(['MAIN', 'PG', 'EVO', 'JILI']);
    expect(of(b, 'PG')).toBe('0.0000');
  });

  it('moves money main → vendor and back; the sum never changes; a retried key moves it once', async () => {
    const body = { from: 'MAIN', to: 'PG', amount: '120.5', key: 'fund-move-0001' };
    const first = await post('/wps/v2/wallets/transfer', body);
    expect(first.json()).toMatchObject({ success: true });
    const again = await post('/wps/v2/wallets/transfer', body);
    expect(again.json()).toMatchObject({ success: true });
    let b = await balance();
    expect([of(b, 'MAIN'), of(b, 'PG'), b.sumBalance]).toEqual(['379.5000', '120.5000', '500.0000']);
    await post('/wps/v2/wallets/transfer', { from: 'PG', to: 'EVO', amount: '20', key: 'fund-move-0002' });
    b = await balance();
    expect([of(b, 'PG'), of(b, 'EVO'), b.sumBalance]).toEqual(['100.5000', '20.0000', '500.0000']);
  });

  it('refuses more than the wallet holds, unknown and identical wallets, with localised messages; nothing moves', async () => {
    const before = await balance();
    const tooMuch = (await post('/wps/v2/wallets/transfer', { from: 'PG', to: 'MAIN', amount: '1000', key: 'fund-bad-0001' })).json();
    expect(tooMuch).toMatchObject({ success: false, errorCode: 'balance_not_enough', message: 'Your balance is not enough.' });
    const unknown = (await post('/wps/v2/wallets/transfer', { from: 'MAIN', to: 'XYZ', amount: '1', key: 'fund-bad-0002' })).json();
    expect(unknown).toMatchObject({ success: false, errorCode: 'wallet_unknown' });
    const same = (await post('/wps/v2/wallets/transfer', { from: 'PG', to: 'PG', amount: '1', key: 'fund-bad-0003' })).json();
    expect(same).toMatchObject({ success: false, errorCode: 'transfer_same_wallet' });
    expect(await balance()).toEqual(before);
  });

  it('recall brings every vendor wallet back to main', async () => {
    const res = (await post('/wps/v2/wallets/recall', { key: 'recall-0001' })).json();
    expect(res.success).toBe(true);
    expect([of(res.value, 'MAIN'), of(res.value, 'PG'), of(res.value, 'EVO'), res.value.sumBalance]).toEqual([
      '500.0000',
      '0.0000',
      '0.0000',
      '500.0000',
    ]);
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('consolidated funds count held money (a pending withdrawal) beside what is available', async () => {
    await t.features.wallet.service.hold({ merchantId, memberId, amount: '75', key: 'consolidated-hold-1' });
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: authed('demo', token) });
    expect(res.json().value).toMatchObject({ available: '425.0000', held: '75.0000', total: '500.0000', isSingle: 0 });
    expect(res.json().value.wallets[0]).toEqual({
      displayName: 'Main',
      accountName: 'MAIN',
      availBalance: '425.0000',
      heldBalance: '75.0000',
    });
  });

  it('a single-wallet merchant (acme) refuses transfers between wallets', async () => {
    const acme = (await login(t, 'acme', { username: 'agent01', password: 'abc12345' })).body.value.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: authed('acme', acme),
      payload: { from: 'MAIN', to: 'PG', amount: '1', key: 'acme-fund-0001' },
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'transfer_single_wallet' });
  });

  it('a guest (type 4) may not read consolidated funds', async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: headers('demo') })).json().value.token;
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: authed('demo', guest) });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
  });
});
