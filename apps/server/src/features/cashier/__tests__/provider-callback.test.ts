import { createHmac } from 'node:crypto';
import { callbackSigningText, type ProviderCallback } from '@arcadia/contract/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';

const SECRET = 'provider-shared-secret-0123456789';
let t: TestApp;
let token: string;
let balance: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp({ paymentProviderSecret: SECRET });
  token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
  const merchantId = (await t.features.system.service.merchantByCode('acme'))!.id;
  const memberId = (await t.features.accounts.service.findByAccount(merchantId, 'player01'))!.id;
  balance = async () => (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
});
afterAll(() => t.close());

/** What the provider's servers send: the fields, signed with the shared secret. */
const callback = (body: ProviderCallback, secret = SECRET) =>
  t.app
    .inject({
      method: 'POST',
      url: '/wps/cashier/callback/demo-pay',
      headers: { 'x-signature': createHmac('sha256', secret).update(callbackSigningText(body)).digest('hex') },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const deposit = (amount: string, key: string) =>
  t.app
    .inject({ method: 'POST', url: '/wps/cashier/deposit', headers: authed('acme', token), payload: { amount, channel: 'demo-pay', key } })
    .then((r) => r.json());

describe('reference payment provider callback', () => {
  it('credits once for a signed PAID callback, even when the provider replays it', async () => {
    const req = (await deposit('120', 'pay-key-001')).value;
    expect(req).toMatchObject({ status: 'pending', channel: 'demo-pay' });
    const paid: ProviderCallback = { merchantCode: 'acme', requestId: req.id, amount: '120.0000', status: 'PAID', providerRef: 'P-1' };
    const first = await callback(paid);
    expect(first.body.value.status).toBe('approved');
    const replay = await callback(paid);
    expect(replay.body.value).toEqual(first.body.value);
    expect(await balance()).toBe('120.0000');
  });

  it('refuses a wrong signature or a changed amount and moves nothing', async () => {
    const req = (await deposit('50', 'pay-key-002')).value;
    const body: ProviderCallback = { merchantCode: 'acme', requestId: req.id, amount: '50', status: 'PAID', providerRef: 'P-2' };
    const forged = await callback(body, 'someone-elses-secret-000000');
    expect(forged).toMatchObject({ status: 401, body: { errorCode: 'callback_signature_invalid' } });
    expect((await callback({ ...body, amount: '5000' })).body.errorCode).toBe('callback_mismatch');
    expect((await callback({ ...body, amount: 'fifty' })).body.errorCode).toBe('callback_mismatch');
    expect(await balance()).toBe('120.0000');
    expect((await callback({ ...body, status: 'FAILED' })).body.value).toMatchObject({ status: 'rejected', remarks: 'payment failed' });
    expect((await callback(body)).body.errorCode).toBe('request_not_pending'); // PAID after FAILED
    expect(await balance()).toBe('120.0000');
  });

  it('is unavailable without a configured provider', async () => {
    const off = await createTestApp();
    try {
      const tk = (await login(off, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
      const res = await off.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: authed('acme', tk),
        payload: { amount: '20', channel: 'demo-pay', key: 'pay-key-003' },
      });
      expect(res.json().errorCode).toBe('channel_unavailable');
      const manual = await off.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: authed('acme', tk),
        payload: { amount: '20', key: 'pay-key-004' },
      });
      expect(manual.statusCode).toBe(400); // the manual channel needs the bank reference
    } finally {
      await off.close();
    }
  });
});
