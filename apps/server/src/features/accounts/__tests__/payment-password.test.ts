import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
  ({ merchantId, memberId } = await memberIds(t, 'demo', 'agent01'));
});
afterAll(() => t.close());

const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/paymentPassword', headers: authed('demo', token) })).json();
const set = async (body: object) =>
  (
    await t.app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: authed('demo', token),
      payload: await encrypted(t, body),
    })
  ).json();
const verify = (value: string) =>
  t.features.accounts.service.verifyPaymentPassword(merchantId, memberId, value).then(
    () => 'ok',
    (e) => e.code as string,
  );
// One set per 3 s, counted on the app's clock.
const pause = async () => t.clock.advance(3_100);

describe('payment password (PAYMENTPASS3)', () => {
  it('is set with the login password, 6 digits and a matching confirmation', async () => {
    expect((await status()).value).toEqual({ set: false, lockedMinutes: 0 });
    expect(await verify('123456')).toBe('payment_password_not_set');
    expect((await set({ loginPassword: 'abc12345', paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' })).errorCode).toBe(
      'payment_password_pattern',
    );
    await pause();
    expect((await set({ loginPassword: 'abc12345', paymentPassword: '123456', confirmPaymentPassword: '123457' })).errorCode).toBe(
      'in_confirmation_correct',
    );
    await pause();
    expect((await set({ loginPassword: 'wrong-one1', paymentPassword: '123456', confirmPaymentPassword: '123456' })).errorCode).toBe(
      'in_old_password_incorrect',
    );
    await pause();
    expect((await set({ loginPassword: 'abc12345', paymentPassword: '123456', confirmPaymentPassword: '123456' })).success).toBe(true);
    expect((await status()).value.set).toBe(true);
    expect(await verify('123456')).toBe('ok');
  }, 20_000);

  it('locks after 5 wrong answers in a row for 30 minutes, refusing even the right one', async () => {
    for (let i = 0; i < 4; i++) expect(await verify('000000')).toBe('payment_password_incorrect');
    expect(await verify('000000')).toBe('payment_password_locked');
    expect(await verify('123456')).toBe('payment_password_locked');
    expect((await status()).value.lockedMinutes).toBe(30);
    t.clock.advance(31 * 60_000);
    expect(await verify('123456')).toBe('ok');
  });

  it('a right answer resets the count of wrong ones', async () => {
    for (let i = 0; i < 4; i++) await verify('000000');
    expect(await verify('123456')).toBe('ok');
    expect(await verify('000000')).toBe('payment_password_incorrect');
  });

  it('is refused where the merchant switched PAYMENTPASS3 off', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/flags',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { PAYMENTPASS3: false },
    });
    expect((await status()).errorCode).toBe('payment_password_disabled');
  });
});
