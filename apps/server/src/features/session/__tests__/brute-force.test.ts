import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
});
afterAll(() => t.close());

/** Each test uses its own client IP so the per-IP counter does not leak between tests. */
const wrong = (user: string, ip: string, extra: Record<string, string> = {}) =>
  login(t, 'demo', { username: user, password: 'wrong-pass1', ...extra }, {}, ip);
const right = (user: string, ip: string, extra: Record<string, string> = {}) =>
  login(t, 'demo', { username: user, password: 'abc12345', ...extra }, {}, ip);
/**
 * Shows a fresh captcha image to a fresh browser (device id) and returns the headers that
 * browser sends with its login. The test renderer always draws "wxyz".
 */
const captcha = async (merchant = 'demo') => {
  const device = { 'device-id': crypto.randomUUID() };
  const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers(merchant), ...device } });
  expect(res.statusCode).toBe(200);
  return device;
};

describe('brute-force defence', () => {
  it('asks for a captcha on the 6th attempt after 5 wrong passwords in a row', async () => {
    const ip = '10.0.0.1';
    for (let i = 1; i <= 4; i++) expect((await wrong('agent01', ip)).body.value).toEqual({ captcha: false });
    const fifth = await wrong('agent01', ip);
    expect(fifth.body).toMatchObject({ errorCode: 'in_incorrect_password', value: { captcha: true } });
    // 6th without captcha: refused before the password is even checked (right password too)
    const sixth = await right('agent01', ip);
    expect(sixth.body).toMatchObject({ success: false, errorCode: 'captcha_required', value: { captcha: true } });
  });

  it('accepts the 6th attempt with a correct captcha, which is single-use', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < 5; i++) await wrong('expired01', ip);
    const device = await captcha();
    const wrongCaptcha = await login(t, 'demo', { username: 'expired01', password: 'abc12345', captcha: 'nope' }, device, ip);
    expect(wrongCaptcha.body.errorCode).toBe('captcha_incorrect');
    // the wrong answer used the image up: the right answer to it no longer works
    const reused = await login(t, 'demo', { username: 'expired01', password: 'abc12345', captcha: 'wxyz' }, device, ip);
    expect(reused.body.errorCode).toBe('captcha_incorrect');
    const ok = await login(t, 'demo', { username: 'expired01', password: 'abc12345', captcha: 'WXYZ' }, await captcha(), ip);
    expect(ok.body.success).toBe(true);
    // success clears the account counter: no captcha next time
    expect((await right('expired01', ip)).body.success).toBe(true);
  });

  it('locks the account after the configured count; a correct password during the lockout is refused', async () => {
    const ip = '10.0.0.3';
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 10; i++) {
      const device = i >= 5 ? await captcha() : {};
      last = await login(t, 'demo', { username: 'trial01', password: 'bad-pass1', ...(i >= 5 ? { captcha: 'wxyz' } : {}) }, device, ip);
    }
    expect(last!.body).toMatchObject({ errorCode: 'account_locked', value: { captcha: true, lockedMinutes: 15 } });
    expect(last!.body.message).toMatch(/15 minutes/);
    const during = await login(t, 'demo', { username: 'trial01', password: 'abc12345', captcha: 'wxyz' }, await captcha(), ip);
    expect(during.body.errorCode).toBe('account_locked');
    t.clock.advance(16 * 60_000);
    const after = await login(t, 'demo', { username: 'trial01', password: 'abc12345', captcha: 'wxyz' }, await captcha(), ip);
    expect(after.body.success).toBe(true);
  });

  it('locks unknown account names exactly like real ones (no enumeration through lockout)', async () => {
    const answers: string[] = [];
    for (const user of ['ghostuser1', 'newbie01']) {
      for (let i = 0; i < 10; i++) {
        const device = i >= 5 ? await captcha() : {};
        const r = await login(
          t,
          'demo',
          { username: user, password: 'bad-pass1', ...(i >= 5 ? { captcha: 'wxyz' } : {}) },
          device,
          `10.9.${answers.length}.${i}`,
        );
        answers.push(`${r.body.errorCode}:${JSON.stringify(r.body.value)}`);
      }
    }
    expect(answers.slice(0, 10)).toEqual(answers.slice(10));
  });

  it('never allows more than 100 failed attempts per account per hour, whatever the settings', async () => {
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/acme/security',
      headers: ops,
      payload: { lockAfterFailures: 100, captchaAfterFailures: 100, ipCaptchaAfterFailures: 1000 },
    });
    let counted = 0;
    let lastCode = '';
    for (let i = 0; i < 103; i++) {
      const r = await login(t, 'acme', { username: 'nosuchuser', password: 'bad-pass1' }, {}, `10.8.${Math.floor(i / 50)}.${i % 50}`);
      lastCode = r.body.errorCode ?? '';
      if (r.body.errorCode === 'in_incorrect_password') counted++;
    }
    expect(counted).toBe(99); // the 100th failure answers account_locked; nothing after it is even checked
    expect(lastCode).toBe('account_locked');
  }, 120_000);

  it('answers "no such user" and "wrong password" identically, in about the same time', async () => {
    const time = async (user: string, ip: string) => {
      const start = performance.now();
      const r = await wrong(user, ip);
      return { ms: performance.now() - start, answer: `${r.body.errorCode}|${r.body.message}|${JSON.stringify(r.body.value)}` };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Four each: a fifth wrong password in a row would bring player01's captcha and change the answer.
    for (let i = 0; i < 4; i++) {
      const a = await time('player01', `10.7.0.${i}`);
      const b = await time(`nobody${i}x`, `10.7.1.${i}`);
      expect(a.answer).toBe(b.answer);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both answers cost one argon2id verification (about 20 ms; the rest of a login a few ms), so the
    // medians stay close. Without the stand-in hash for a missing account the ratio would be about 5
    // or more. The bound leaves room for a busy machine: 2.3 was seen with two test workers and a
    // build sharing two cores.
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('wrong SMS codes do not lock the password path', async () => {
    const ip = '10.0.0.6';
    const smsTry = async () =>
      login(
        t,
        'demo',
        { type: 'sms', countryDialingCode: '86', mobileNum: '13800000001', password: '000000', captcha: 'wxyz' },
        await captcha(),
        ip,
      );
    for (let i = 0; i < 9; i++) expect((await smsTry()).body.errorCode).toBe('sms_code_incorrect');
    const sms = await smsTry();
    expect(sms.body.errorCode).toBe('account_locked');
    const password = await login(t, 'demo', { username: 'player01', password: 'abc12345' }, {}, '10.0.0.60');
    expect(password.body.success).toBe(true);
    expect(password.body.value.captcha).toBe(false);
  });
});
