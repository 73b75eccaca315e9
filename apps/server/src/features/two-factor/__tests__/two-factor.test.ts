import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

// An independent TOTP implementation, as an authenticator app on the member's phone would be.
const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

describe('two-factor login', () => {
  let t: TestApp;
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = async (url: string, token: string, payload: object = {}) =>
    (await t.app.inject({ method: 'POST', url, headers: authed('demo', token), payload })).json();
  const verification = async (payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/verification',
        headers: headers('demo'),
        payload: await encrypted(t, payload),
      })
    ).json();
  const challenge = async () => {
    const res = await login(t, 'demo', { username: 'player01', password: 'abc12345' });
    expect(res.body).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    return res.body.value as { methods: string[]; challenge: string };
  };

  it('enrols an authenticator with a QR code and answers ten recovery codes', async () => {
    const { body } = await login(t, 'demo', { username: 'player01', password: 'abc12345' });
    const token = body.value.token as string;
    const setup = await post('/wps/v2/member/twoFactor/totp', token);
    expect(setup.value.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.value.otpauthUrl).toContain('otpauth://totp/');
    secret = setup.value.secret;
    const wrong = await post('/wps/v2/member/twoFactor/totp/confirm', token, { authCode: '000000' });
    expect(wrong).toMatchObject({ success: false, errorCode: 'two_factor_code_incorrect', value: { field: 'authCode' } });
    const confirmed = await post('/wps/v2/member/twoFactor/totp/confirm', token, { authCode: codeAt(secret, t.clock.now()) });
    recoveryCodes = confirmed.value.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const config = await t.app.inject({ method: 'GET', url: '/wps/v2/member/securityConfig', headers: authed('demo', token) });
    expect(config.json().value).toMatchObject({ loginVerification: true, methods: { G: { enrolled: true, recoveryCodesLeft: 10 } } });
  });

  it('asks for the second factor, then logs in with a fresh code and says login_2fa_pass', async () => {
    const { methods, challenge: ch } = await challenge();
    expect(methods).toEqual(['G']);
    t.clock.advance(30_000); // the enrolment used this window's code
    const res = await verification({ challenge: ch, method: 'G', authCode: codeAt(secret, t.clock.now()) });
    expect(res).toMatchObject({ success: true, message: 'Two-factor verification passed.' });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', res.value.token) });
    expect(info.json().value.account).toBe('player01');
  });

  it('refuses a TOTP code that was already used inside its window', async () => {
    const code = codeAt(secret, t.clock.now());
    const { challenge: ch } = await challenge();
    const res = await verification({ challenge: ch, method: 'G', authCode: code });
    expect(res).toMatchObject({ success: false, errorCode: 'two_factor_code_incorrect', value: { field: 'authCode' } });
    // Through the spec's username + password path too.
    const again = await verification({ username: 'player01', password: 'abc12345', method: 'G', authCode: code });
    expect(again).toMatchObject({ success: false, errorCode: 'two_factor_code_incorrect' });
  });

  it("accepts the next window's code with username and password, and a recovery code once", async () => {
    t.clock.advance(30_000);
    const ok = await verification({ username: 'player01', password: 'abc12345', method: 'G', authCode: codeAt(secret, t.clock.now()) });
    expect(ok.success).toBe(true);
    const first = await verification({ challenge: (await challenge()).challenge, method: 'G', authCode: recoveryCodes[0] });
    expect(first.success).toBe(true);
    const second = await verification({ challenge: (await challenge()).challenge, method: 'G', authCode: recoveryCodes[0] });
    expect(second.errorCode).toBe('two_factor_code_incorrect');
  });

  it('requires the field the chosen method needs', async () => {
    const res = await verification({ challenge: (await challenge()).challenge, method: 'G' });
    expect(res.errorCode).toBe('two_factor_field_required');
  });

  it('a wrong password never reaches the second factor', async () => {
    const res = await verification({ username: 'player01', password: 'wrong999', method: 'G', authCode: '123456' });
    expect(res.errorCode).toBe('in_incorrect_password');
  });

  it('locks the second factor after five wrong codes in a row', async () => {
    t.clock.advance(30_000); // a success first, so the count starts from zero
    expect(
      (await verification({ challenge: (await challenge()).challenge, method: 'G', authCode: codeAt(secret, t.clock.now()) })).success,
    ).toBe(true);
    const { challenge: ch } = await challenge();
    for (let i = 0; i < 4; i++)
      expect((await verification({ challenge: ch, method: 'G', authCode: '999999' })).errorCode).toBe('two_factor_code_incorrect');
    expect((await verification({ challenge: ch, method: 'G', authCode: '999999' })).errorCode).toBe('two_factor_locked');
    t.clock.advance(30_000);
    expect((await verification({ challenge: ch, method: 'G', authCode: codeAt(secret, t.clock.now()) })).errorCode).toBe(
      'two_factor_locked',
    );
    t.clock.advance(15 * 60_000);
  });

  it('removing the authenticator needs the password, then login needs no second step', async () => {
    t.clock.advance(30_000);
    const res = await verification({ username: 'player01', password: 'abc12345', method: 'G', authCode: codeAt(secret, t.clock.now()) });
    const token = res.value.token as string;
    expect((await post('/wps/v2/member/twoFactor/G/remove', token, { password: 'nope1234' })).success).toBe(false);
    expect((await post('/wps/v2/member/twoFactor/G/remove', token, { password: 'abc12345' })).success).toBe(true);
    expect((await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.success).toBe(true);
  });
});

describe('merchant-required methods, SMS and payee name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verification = async (payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/verification',
        headers: headers('demo'),
        payload: await encrypted(t, payload),
      })
    ).json();

  it('a merchant requiring SMS asks members who have a phone, with a countdown from expirationTime', async () => {
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/two-factor',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { required: ['S'] },
    });
    expect(policy.json().value).toEqual({ required: ['S'] });
    expect((await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.success).toBe(true);
    const first = await login(t, 'demo', { username: 'player01', password: 'abc12345' });
    expect(first.body.value.methods).toEqual(['S']);
    const ch = first.body.value.challenge as string;

    const send = async (mobileNum: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login/verification/code',
          headers: headers('demo'),
          payload: { challenge: ch, method: 'S', mobileNum },
        })
      ).json();
    expect(await send('13900000000')).toMatchObject({
      success: false,
      errorCode: 'two_factor_contact_mismatch',
      value: { field: 'mobileNum' },
    });
    const sent = await send('13800000001');
    expect(sent.value.expirationTime).toBeGreaterThan(t.clock.now().getTime());
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/ops/merchants/demo/outbox/sms',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    const code = /\d{6}/.exec(outbox.json().value[0].body)?.[0];
    const wrong = await verification({ challenge: ch, method: 'S', mobileNum: '13800000001', verificationCode: '000000' });
    expect(wrong).toMatchObject({ errorCode: 'two_factor_code_incorrect', value: { field: 'verificationCode' } });
    const ok = await verification({ challenge: ch, method: 'S', mobileNum: '13800000001', verificationCode: code });
    expect(ok.success).toBe(true);
    // The challenge is spent once the login succeeded.
    expect((await verification({ challenge: ch, method: 'S', mobileNum: '13800000001', verificationCode: code })).errorCode).toBe(
      'two_factor_challenge_expired',
    );
  });

  it('a payee name enrolled by the member is asked for, compared without case and spacing', async () => {
    const token = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token as string;
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/twoFactor/payee',
      headers: authed('demo', token),
      payload: { payeeName: 'Zhang  San' },
    });
    expect(enrol.json().success).toBe(true);
    const first = await login(t, 'demo', { username: 'agent01', password: 'abc12345' });
    expect(first.body.value.methods).toEqual(['P']);
    const wrong = await verification({ challenge: first.body.value.challenge, method: 'P', payeeName: 'Li Si' });
    expect(wrong).toMatchObject({ errorCode: 'two_factor_payee_incorrect', value: { field: 'payeeName' } });
    expect((await verification({ challenge: first.body.value.challenge, method: 'P', payeeName: 'zhang san' })).success).toBe(true);
  });

  it('an e-mail enrolled with a mailed code is asked for at login, with a code sent to it', async () => {
    const token = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token as string;
    // A type-4 account cannot enrol: second factors are for real accounts.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/twoFactor/email/code',
      headers: authed('demo', token),
      payload: { email: 'x@y.zz' },
    });
    expect(refused.statusCode).toBe(403);

    // agent01 enrolled a payee name above, so its password alone no longer signs in.
    const started = await login(t, 'demo', { username: 'agent01', password: 'abc12345' });
    const agent = (await verification({ challenge: started.body.value.challenge, method: 'P', payeeName: 'Zhang San' })).value
      .token as string;
    const mail = async (to: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/ops/merchants/demo/outbox/mail?to=${to}`,
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        })
      ).json().value[0].body as string;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/twoFactor/email/code',
      headers: authed('demo', agent),
      payload: { email: 'Exp@Mail.test' },
    });
    expect(sent.json().value.expirationTime).toBe(t.clock.now().getTime() + 5 * 60_000);
    const enrolCode = /\d{6}/.exec(await mail('exp@mail.test'))?.[0];
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/twoFactor/email',
      headers: authed('demo', agent),
      payload: { email: 'exp@mail.test', verificationCode: enrolCode },
    });
    expect(enrol.json().success).toBe(true);

    const first = await login(t, 'demo', { username: 'agent01', password: 'abc12345' });
    expect(first.body.value.methods).toEqual(['P', 'E']);
    const ch = first.body.value.challenge as string;
    const code = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification/code',
      headers: headers('demo'),
      payload: { challenge: ch, method: 'E', email: 'EXP@mail.test' },
    });
    expect(code.json().success).toBe(true);
    const loginCode = /\d{6}/.exec(await mail('exp@mail.test'))?.[0];
    expect(loginCode).not.toBe(enrolCode);
    const ok = await verification({ challenge: ch, method: 'E', email: 'exp@mail.test', verificationCode: loginCode });
    expect(ok.success).toBe(true);
  });
});
