import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
});
afterAll(() => t.close());

const info = (merchant: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(merchant, token) });

describe('login outcomes (spec 000 §4)', () => {
  it('logs a player in: token, first-time flag, member info with nickname and club label', async () => {
    const first = await login(t, 'demo', { username: '  player01 ', password: 'abc12345' });
    expect(first.body).toMatchObject({ success: true, errorCode: null });
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, captcha: false });
    expect(first.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await login(t, 'demo', { username: 'PLAYER01', password: 'abc12345' });
    expect(again.body.value.firstTimeLogin).toBe(false);
    const me = (await info('demo', again.body.value.token)).json().value;
    expect(me).toMatchObject({ account: 'player01', nickname: 'Player One', type: 0, toUpline: 1 });
    expect(me.clubLabel).toMatchObject({ labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 });
    expect(me.memberLabel.map((l: { labelName: string }) => l.labelName)).toEqual(['Newcomer']);
  });

  it('forces a password change for the default password; the change token does nothing else', async () => {
    const res = await login(t, 'demo', { username: 'newbie01', password: 'welcome123' });
    // defaultPassword tells the client to send {secret} as the old password (spec 000 §5, issue 29)
    expect(res.body.value).toMatchObject({ mustChangePassword: true, passwordExpired: false, defaultPassword: true });
    const token = res.body.value.token;
    expect((await info('demo', token)).statusCode).toBe(401);
  });

  it('forces a change for an expired password when PWDEXPFORCECHANGE3 is on (demo), not when off (acme)', async () => {
    const demo = await login(t, 'demo', { username: 'expired01', password: 'abc12345' });
    expect(demo.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: true, defaultPassword: false });
    const acme = await login(t, 'acme', { username: 'expired01', password: 'abc12345' });
    expect(acme.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    expect((await info('acme', acme.body.value.token)).statusCode).toBe(200);
  });

  it('lets a restricted (type 4) account in, but not to real-account actions', async () => {
    const res = await login(t, 'demo', { username: 'trial01', password: 'abc12345' });
    const token = res.body.value.token;
    expect((await info('demo', token)).json().value.type).toBe(4);
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed('demo', token),
      payload: { language: 'EN' },
    });
    expect(lang.statusCode).toBe(403);
    expect(lang.json().errorCode).toBe('in_need_true_account');
    const player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed('demo', player),
      payload: { language: 'TH' },
    });
    expect(ok.json().success).toBe(true);
    expect((await info('demo', player)).json().value.language).toBe('TH');
  });

  it('refuses a demo token on acme (merchant isolation)', async () => {
    const token = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    const res = await info('acme', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('user.or.token.invalid');
  });

  it('answers a visitor without a token with 401 login.not.session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headers('demo') });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });
});

describe('validation (spec 000 §5)', () => {
  it.each([
    [{ username: '', password: 'abc12345' }, 'in_incorrect_password'],
    [{ username: 'player01', password: '' }, 'in_incorrect_password'],
    [{ username: 'ab', password: 'abc12345' }, 'in_incorrect_password'],
    [{ username: 'player_01!', password: 'abc12345' }, 'in_incorrect_password'],
    [{ username: 'player01', password: 'a'.repeat(17) }, 'in_incorrect_password'],
    [{ type: 'sms' as const, username: '12ab', password: '123456' }, 'br_enright_cphone'],
    [{ mobileNum: '123', password: 'abc12345' }, 'br_enright_cphone'],
    [{ countryDialingCode: '12345', mobileNum: '13800000001', password: 'abc12345' }, 'br_enright_cphone'],
  ])('%j → %s, localised, with nothing counted', async (body, code) => {
    const en = await login(t, 'acme', body);
    expect(en.body).toMatchObject({ success: false, errorCode: code, value: null });
    const cn = await login(t, 'acme', body, { language: 'CN' });
    expect(cn.body.message).not.toBe(en.body.message);
  });

  it('refuses a body that is not an encrypted payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: headers('demo'),
      payload: { username: 'player01', password: 'abc12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_request');
  });
});

describe('captcha endpoint', () => {
  it('returns a base64 PNG and answers at most once per 250 ms per client', async () => {
    const real = await createTestApp();
    try {
      const h = { ...headers('demo'), 'device-id': 'a'.repeat(36) };
      const first = await real.app.inject({ method: 'GET', url: '/wps/captcha', headers: h });
      const png = Buffer.from(first.json().value, 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const second = await real.app.inject({ method: 'GET', url: '/wps/captcha', headers: h });
      expect(second.statusCode).toBe(429);
      expect(second.json().errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await real.close();
    }
  });
});

describe('free play', () => {
  it('gives a guest (type 4) session where FREEPLAY3 is on, refuses where it is off', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: headers('demo') });
    const token = res.json().value.token;
    const me = (await info('demo', token)).json().value;
    expect(me.type).toBe(4);
    expect(me.account).toMatch(/^guest/);
    const acme = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: headers('acme') });
    expect(acme.json()).toMatchObject({ success: false, errorCode: 'free_play_disabled' });
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = (await login(t, 'acme', { username: 'agent01', password: 'abc12345' })).body.value.token;
    expect((await info('acme', token)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: authed('acme', token) });
    expect((await info('acme', token)).statusCode).toBe(401);
  });

  it('lists sessions and ends the others', async () => {
    const a = (await login(t, 'acme', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const b = (await login(t, 'acme', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const list = (await t.app.inject({ method: 'GET', url: '/wps/session/sessions', headers: authed('acme', b) })).json().value;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const ended = await t.app.inject({ method: 'DELETE', url: '/wps/session/sessions/others', headers: authed('acme', b) });
    expect(ended.json().value.ended).toBeGreaterThanOrEqual(1);
    expect((await info('acme', a)).statusCode).toBe(401);
    expect((await info('acme', b)).statusCode).toBe(200);
  });

  it('ends an idle session', async () => {
    const token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
    t.clock.advance(121 * 60_000);
    expect((await info('acme', token)).json().errorCode).toBe('user.or.token.invalid');
  });

  it('binds a session to its IP when the merchant asks (token_ip_different)', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/acme/security',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { bindIp: true },
    });
    try {
      const token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' }, {}, '10.1.1.1')).body.value.token;
      const same = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: authed('acme', token),
        remoteAddress: '10.1.1.1',
      });
      expect(same.statusCode).toBe(200);
      const other = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: authed('acme', token),
        remoteAddress: '10.2.2.2',
      });
      expect(other.statusCode).toBe(401);
      expect(other.json().errorCode).toBe('token_ip_different');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/ops/merchants/acme/security',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { bindIp: false },
      });
    }
  });
});
