import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, login, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = async (merchant: string, token: string, body: object, language = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: authed(merchant, token, language),
    payload: await encrypted(t, body),
  });
const info = (merchant: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(merchant, token) });

describe('forced password change (flow 1)', () => {
  it('default password: change with the forced token, then a full login lands normally', async () => {
    const first = (await login(t, 'demo', { username: 'newbie01', password: 'welcome123' })).body.value;
    expect(first.mustChangePassword).toBe(true);
    const res = await change('demo', first.token, { oldPassword: 'welcome123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' });
    expect(res.json()).toMatchObject({ success: true });
    // the forced-change token ends with the change
    expect(
      (await change('demo', first.token, { oldPassword: 'Fresh2026', newPassword: 'Other2026', confirmNewPassword: 'Other2026' }))
        .statusCode,
    ).toBe(401);
    expect((await login(t, 'demo', { username: 'newbie01', password: 'welcome123' })).body.errorCode).toBe('in_incorrect_password');
    const full = (await login(t, 'demo', { username: 'newbie01', password: 'Fresh2026' })).body.value;
    expect(full).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    expect((await info('demo', full.token)).statusCode).toBe(200);
  });
});

describe('change password validation (spec 000 §5)', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
  });

  it.each([
    [{ oldPassword: 'abc12345', newPassword: 'a!', confirmNewPassword: 'a!' }, 'in_password_incorrect'],
    [{ oldPassword: 'abc12345', newPassword: 'Good1234', confirmNewPassword: 'Good12345' }, 'in_confirmation_correct'],
    [{ oldPassword: 'not-mine1', newPassword: 'Good1234', confirmNewPassword: 'Good1234' }, 'in_old_password_incorrect'],
    [{ oldPassword: 'abc12345', newPassword: 'abc12345', confirmNewPassword: 'abc12345' }, 'in_password_same'],
  ])(
    '%j → %s and nothing changes',
    async (body, code) => {
      t.clock.advance(3_100); // one change per 3 s, counted on the app's clock
      const res = await change('acme', token, body);
      expect(res.json()).toMatchObject({ success: false, errorCode: code });
      expect((await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.success).toBe(true);
    },
    10_000,
  );

  it('throttles to one change per 3 seconds', async () => {
    t.clock.advance(3_100);
    await change('acme', token, { oldPassword: 'x', newPassword: 'a!', confirmNewPassword: 'a!' });
    const second = await change('acme', token, { oldPassword: 'x', newPassword: 'a!', confirmNewPassword: 'a!' });
    expect(second.statusCode).toBe(429);
    expect(second.json().errorCode).toBe('TOO_MANY_REQUESTS');
  }, 10_000);

  it('a normal change keeps this session and ends all others', async () => {
    t.clock.advance(3_100);
    const other = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
    const res = await change('acme', token, { oldPassword: 'abc12345', newPassword: 'Brand2026', confirmNewPassword: 'Brand2026' });
    expect(res.json().success).toBe(true);
    expect((await info('acme', token)).statusCode).toBe(200);
    expect((await info('acme', other)).statusCode).toBe(401);
  }, 10_000);

  it('refuses a restricted (type 4) account', async () => {
    const trial = (await login(t, 'acme', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const res = await change('acme', trial, { oldPassword: 'abc12345', newPassword: 'Good1234', confirmNewPassword: 'Good1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });
});
