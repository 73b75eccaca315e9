import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  ({ merchantId, memberId } = await memberIds(t, 'demo', 'player01'));
});
afterAll(() => t.close());

const member = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authed('demo', token), payload }).then((r) => r.json());
const ops = (id: number, verb: 'approve' | 'reject', remarks = '') =>
  t.app
    .inject({
      method: 'POST',
      url: `/ops/merchants/demo/cashier/${id}/${verb}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { remarks },
    })
    .then((r) => r.json());
const balance = async () => (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
const events = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/notifications?after=0', headers: authed('demo', token) })).json().value as {
    type: string;
    data: { amount: string; success: boolean; remarks: string };
  }[];

describe('deposits (manual channel)', () => {
  it('pending until approved; approval credits once even when retried; the member is notified', async () => {
    const req = await member('/wps/cashier/deposit', { amount: '500', reference: 'BANK-REF-1', key: 'dep-key-0001' });
    expect(req).toMatchObject({ success: true, value: { kind: 'deposit', status: 'pending', amount: '500.0000' } });
    expect(await balance()).toBe('0.0000');
    // the same submission again is the same request
    expect((await member('/wps/cashier/deposit', { amount: '500', reference: 'BANK-REF-1', key: 'dep-key-0001' })).value.id).toBe(
      req.value.id,
    );
    expect((await ops(req.value.id, 'approve')).value.status).toBe('approved');
    expect((await ops(req.value.id, 'approve')).value.status).toBe('approved'); // retried: no second credit
    expect(await balance()).toBe('500.0000');
    expect((await ops(req.value.id, 'reject')).errorCode).toBe('request_not_pending');
    const last = (await events()).filter((e) => e.type === 'DEPOSIT').at(-1)!;
    expect(last.data).toMatchObject({ amount: '500.0000', success: true });
  });

  it('a rejected deposit moves nothing and tells the member why', async () => {
    const req = await member('/wps/cashier/deposit', { amount: '80', reference: 'BANK-REF-2', key: 'dep-key-0002' });
    await ops(req.value.id, 'reject', 'No transfer received');
    expect(await balance()).toBe('500.0000');
    expect((await events()).at(-1)!.data).toMatchObject({ success: false, remarks: 'No transfer received' });
  });
});

describe('withdrawals', () => {
  it('needs the payment password where PAYMENTPASS3 is on', async () => {
    expect((await member('/wps/cashier/withdraw', { amount: '150', key: 'wd-key-0001' })).errorCode).toBe('payment_password_not_set');
    await t.features.accounts.service.setPaymentPassword(merchantId, memberId, 'abc12345', '246810');
    expect((await member('/wps/cashier/withdraw', { amount: '150', paymentPassword: '111111', key: 'wd-key-0001' })).errorCode).toBe(
      'payment_password_incorrect',
    );
  });

  it('holds on request, gives back on reject (with remarks), pays out on approve; the books reconcile', async () => {
    const first = await member('/wps/cashier/withdraw', { amount: '150', paymentPassword: '246810', key: 'wd-key-0002' });
    expect(first.value.status).toBe('pending');
    expect(await balance()).toBe('350.0000');
    await ops(first.value.id, 'reject', 'Bank details do not match');
    expect(await balance()).toBe('500.0000');
    expect((await events()).at(-1)).toMatchObject({ type: 'WITHDRAW', data: { success: false, remarks: 'Bank details do not match' } });
    const second = await member('/wps/cashier/withdraw', { amount: '200', paymentPassword: '246810', key: 'wd-key-0003' });
    await ops(second.value.id, 'approve');
    await ops(second.value.id, 'approve');
    expect(await balance()).toBe('300.0000');
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('refuses amounts outside the limits and more than the balance, leaving no request behind', async () => {
    expect((await member('/wps/cashier/withdraw', { amount: '50', paymentPassword: '246810', key: 'wd-key-0004' })).errorCode).toBe(
      'amount_below_minimum',
    );
    expect((await member('/wps/cashier/withdraw', { amount: '60000', paymentPassword: '246810', key: 'wd-key-0005' })).errorCode).toBe(
      'amount_above_maximum',
    );
    expect((await member('/wps/cashier/withdraw', { amount: '1000', paymentPassword: '246810', key: 'wd-key-0006' })).errorCode).toBe(
      'balance_not_enough',
    );
    const list = (await t.app.inject({ method: 'GET', url: '/wps/cashier/requests', headers: authed('demo', token) })).json().value;
    expect(list.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual([
      'withdraw:approved',
      'withdraw:rejected',
      'deposit:rejected',
      'deposit:approved',
    ]);
  });

  it('stops at the daily withdrawal limit', async () => {
    // The demo's KYC threshold (docs/adr/066-kyc.md) would stop these first; this test is about the daily limit.
    await t.features.kyc.service.saveSettings(merchantId, {
      ...(await t.features.kyc.service.settings(merchantId)),
      withdrawBasicOver: null,
    });
    await t.features.wallet.service.credit({ merchantId, memberId, amount: '300000', key: 'fund-daily', source: 'DEPOSIT' });
    for (let i = 0; i < 3; i++)
      expect((await member('/wps/cashier/withdraw', { amount: '50000', paymentPassword: '246810', key: `wd-daily-${i}x` })).success).toBe(
        true,
      );
    // 200 already withdrawn today + 150000 > 200000
    expect((await member('/wps/cashier/withdraw', { amount: '50000', paymentPassword: '246810', key: 'wd-daily-9x' })).errorCode).toBe(
      'daily_limit_reached',
    );
  });

  it('is switched off by the credit market flag', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/flags',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { CREDITMAR3: true },
    });
    expect((await member('/wps/cashier/deposit', { amount: '100', reference: 'R', key: 'dep-key-0009' })).errorCode).toBe(
      'deposit_disabled',
    );
    expect((await member('/wps/cashier/withdraw', { amount: '150', paymentPassword: '246810', key: 'wd-key-0009' })).errorCode).toBe(
      'withdraw_disabled',
    );
    await t.features.system.service.setFlags(merchantId, { CREDITMAR3: false });
  });
});

describe('cashier settings', () => {
  const get = async () => (await t.app.inject({ method: 'GET', url: '/wps/cashier/settings', headers: authed('demo', token) })).json();
  const put = (payload: object) =>
    t.app
      .inject({
        method: 'PUT',
        url: '/ops/merchants/demo/cashier/settings',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload,
      })
      .then((r) => r.json());

  it('show the members the limits, the bank account to transfer to and whether a payment password is asked', async () => {
    const s = await get();
    expect(s.value).toMatchObject({
      limits: { minWithdraw: '100', minDeposit: '10' },
      channels: ['manual'],
      bank: { bankName: 'Arcadia Demo Bank', accountNumber: '6222 0000 1234 5678' },
      paymentPasswordRequired: true,
    });
  });

  it('an operator raises the minimum withdrawal: it applies to the next request at once', async () => {
    await t.features.wallet.service.credit({ merchantId, memberId, amount: '1000', key: 'fund-settings', source: 'DEPOSIT' });
    await t.features.system.service.setFlags(merchantId, { PAYMENTPASS3: false });
    try {
      const saved = await put({ limits: { minWithdraw: '300' }, bank: (await get()).value.bank });
      expect(saved.value.limits).toMatchObject({ minWithdraw: '300', maxWithdraw: '50000' });
      const refused = await member('/wps/cashier/withdraw', { amount: '200', key: 'wd-settings-0001' });
      expect(refused).toMatchObject({ success: false, errorCode: 'amount_below_minimum' });
    } finally {
      await put({ limits: { minWithdraw: '100' }, bank: (await get()).value.bank });
      await t.features.system.service.setFlags(merchantId, { PAYMENTPASS3: true });
    }
  });

  it('refuses a minimum above the maximum and changes nothing', async () => {
    const before = (await get()).value;
    const bad = await put({ limits: { minDeposit: '900000' }, bank: before.bank });
    expect(bad).toMatchObject({ success: false });
    expect((await get()).value).toEqual(before);
  });
});
