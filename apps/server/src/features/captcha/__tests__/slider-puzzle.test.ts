import { CAPTCHA_ERRORS, sliderCaptchaString } from '@arcadia/contract/captcha/slider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, headers, login, type TestApp } from '../../../test/harness.js';
import { sliderChallenges } from '../captcha.tables.js';
import { humanTrace, robotTrace } from './drag.js';

/**
 * The built-in puzzle behind `GET /wps/captcha/geetest` and the switches that ask for it
 * (GEETEST3 on login and registration, GEETESTVCODE3 on SMS sends), on the real database.
 */
let t: TestApp;
let merchantId: number;
let device = 0;
const newDevice = () => `00000000-0000-4000-8000-${String(++device).padStart(12, '0')}`;
let dev = newDevice();
const h = () => ({ ...headers('demo'), 'device-id': dev });

async function init() {
  const res = await t.app.inject({ method: 'GET', url: `/wps/captcha/geetest?t=${Date.now()}`, headers: h() });
  return res.json() as {
    success: boolean;
    errorCode: string | null;
    value: { challenge: string; provider: string; puzzle?: { pieceY: number } };
  };
}
/** What the server keeps as the hole's position (the test reads it as only a person looking at the image would know it). */
async function truth(challenge: string) {
  const [row] = await t.database.db
    .select({ x: sliderChallenges.answerX })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.merchantId, merchantId), eq(sliderChallenges.challenge, challenge)));
  return row!.x!;
}
async function drag(challenge: string, x: number, trace = humanTrace(x)) {
  const res = await t.app.inject({ method: 'POST', url: '/wps/captcha/geetest/verify', headers: h(), payload: { challenge, x, trace } });
  return res.json() as { success: boolean; errorCode: string | null; value: { challenge: string; validate: string; seccode: string } };
}
/** A new browser passes a puzzle; later requests of the test come from it. */
async function solve() {
  dev = newDevice();
  const { value } = await init();
  return (await drag(value.challenge, await truth(value.challenge))).value;
}
async function sendSms(body: object, url = '/wps/verification/sms/noLogin') {
  const res = await t.app.inject({ method: 'POST', url, headers: h(), payload: body });
  return res.json() as { success: boolean; errorCode: string | null };
}
let phone = 13_700_000_000;
const login1 = () => ({ mobileNum: String(++phone), countryDialingCode: '86' });

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
}, 120_000);
afterAll(() => t?.close());
beforeEach(async () => {
  dev = newDevice();
  await t.features.system.service.setFlags(merchantId, { GEETEST3: true, GEETESTVCODE3: true, GEETESTTEST3: false });
});

describe('slider init', () => {
  it('is refused with both slider switches off, and draws a puzzle (PNG) when one is on', async () => {
    await t.features.system.service.setFlags(merchantId, { GEETEST3: false, GEETESTVCODE3: false });
    expect((await init()).errorCode).toBe(CAPTCHA_ERRORS.sliderOff);
    await t.features.system.service.setFlags(merchantId, { GEETESTVCODE3: true });
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/geetest?t=1', headers: { ...h(), 'device-id': newDevice() } });
    const v = res.json().value;
    expect(v).toMatchObject({ gt: 'arcadia', newCaptcha: true, provider: 'puzzle', test: false });
    expect(Buffer.from(v.puzzle.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(v.puzzle.piece, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(v)).not.toMatch(/answer|"x"/);
  });
});

describe('the puzzle answer', () => {
  it('a hand-like drag onto the hole passes once; the same answer again (a replay) is refused', async () => {
    const { value } = await init();
    const x = await truth(value.challenge);
    const first = await drag(value.challenge, x);
    expect(first.success).toBe(true);
    expect(first.value.seccode).toBe(`${first.value.validate}|jordan`);
    expect((await drag(value.challenge, x)).errorCode).toBe(CAPTCHA_ERRORS.sliderExpired);
  });

  it('refuses too fast, scripted, misplaced and foreign answers, and each refusal uses the puzzle up', async () => {
    let c = (await init()).value.challenge;
    let x = await truth(c);
    expect((await drag(c, x, humanTrace(x, 120))).errorCode).toBe(CAPTCHA_ERRORS.sliderTooFast);
    expect((await drag(c, x)).errorCode).toBe(CAPTCHA_ERRORS.sliderExpired);
    dev = newDevice();
    c = (await init()).value.challenge;
    x = await truth(c);
    expect((await drag(c, x, robotTrace(x))).errorCode).toBe(CAPTCHA_ERRORS.sliderTrace);
    dev = newDevice();
    c = (await init()).value.challenge;
    x = (await truth(c)) + 20;
    expect((await drag(c, x)).errorCode).toBe(CAPTCHA_ERRORS.sliderMismatch);
    // Another browser cannot answer this client's puzzle.
    dev = newDevice();
    c = (await init()).value.challenge;
    x = await truth(c);
    dev = newDevice();
    expect((await drag(c, x)).errorCode).toBe(CAPTCHA_ERRORS.sliderExpired);
  });

  it('expires with the clock', async () => {
    const c = (await init()).value.challenge;
    const x = await truth(c);
    t.clock.advance(3 * 60_000);
    expect((await drag(c, x)).errorCode).toBe(CAPTCHA_ERRORS.sliderExpired);
  });
});

describe('GEETESTVCODE3: the slider before an SMS code', () => {
  it('refuses a login code without a passed slider, sends with one, and refuses the same pass twice', async () => {
    expect((await sendSms(login1())).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    const pass = await solve();
    expect((await sendSms({ ...login1(), ...pass })).success).toBe(true);
    expect((await sendSms({ ...login1(), ...pass })).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    // A forged pass (right shape, wrong validate) does not pass.
    const other = await solve();
    expect((await sendSms({ ...login1(), ...other, validate: 'f'.repeat(32), seccode: `${'f'.repeat(32)}|jordan` })).errorCode).toBe(
      CAPTCHA_ERRORS.verifyFirst,
    );
  });

  it('guards the registration code too, and with the switch off the image-captcha flow is unchanged', async () => {
    expect((await sendSms({ mobileNo: '13900001111' }, '/wps/verification/sms/register')).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    const pass = await solve();
    expect((await sendSms({ mobileNo: '13900001111', ...pass }, '/wps/verification/sms/register')).success).toBe(true);
    await t.features.system.service.setFlags(merchantId, { GEETESTVCODE3: false });
    expect((await sendSms(login1())).success).toBe(true);
  });

  it('guards every other SMS send too: password recovery and two-factor enrolment (issue 25)', async () => {
    const recovery = { username: 'player01', mobileNumber: '13800138000', countryDialingCode: '86' };
    expect((await sendSms(recovery, '/wps/member/password/sms')).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    const sent = await sendSms({ ...recovery, ...(await solve()) }, '/wps/member/password/sms');
    expect(sent.errorCode).toBeNull();

    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' }, { 'device-id': dev }, '10.78.0.1')).body.value
      .token as string;
    const enrol = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/v2/member/twoFactor/sms/code',
          headers: { ...h(), authorization: `Bearer ${token}` },
          payload: body,
        })
      ).json() as { success: boolean; errorCode: string | null };
    const number = { countryDialingCode: '86', mobileNum: '13912345678' };
    expect((await enrol(number)).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    const pass = await solve();
    // solve() moved to a new browser; the member's request comes from it.
    expect((await enrol({ ...number, ...pass })).errorCode).toBeNull();

    // Binding a mobile number in the security centre sends a code too.
    const bind = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/mobile/code',
          headers: { ...h(), authorization: `Bearer ${token}` },
          payload: body,
        })
      ).json() as { success: boolean; errorCode: string | null };
    const other = { countryDialingCode: '86', mobileNum: '13912345679' };
    expect((await bind(other)).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
    expect((await bind({ ...other, ...(await solve()) })).errorCode).toBeNull();
    await t.features.system.service.setFlags(merchantId, { GEETESTVCODE3: false });
    // Off: sent without a slider (another number: one code a minute per number).
    expect((await sendSms({ ...recovery, mobileNumber: '13800138001' }, '/wps/member/password/sms')).errorCode).toBeNull();
  });

  it('refuses in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { ...h(), language: 'CN' },
      payload: login1(),
    });
    expect(res.json()).toMatchObject({ errorCode: 'verify_first', message: '请先完成滑块验证。' });
  });
});

describe('GEETEST3: the slider in place of the image on login', () => {
  it('once a captcha is due, only a passed slider (in the captcha field) lets the member in', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 5; i++) await login(t, 'demo', { username: 'player01', password: 'wrong-password' }, { 'device-id': dev }, ip);
    const noSlider = await login(t, 'demo', { username: 'player01', password: 'abc12345' }, { 'device-id': dev }, ip);
    expect(noSlider.body).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
    const imageText = await login(t, 'demo', { username: 'player01', password: 'abc12345', captcha: 'ABCD' }, { 'device-id': dev }, ip);
    expect(imageText.body.errorCode).toBe('captcha_incorrect');
    const pass = await solve();
    const ok = await login(
      t,
      'demo',
      { username: 'player01', password: 'abc12345', captcha: sliderCaptchaString(pass) },
      { 'device-id': dev },
      ip,
    );
    expect(ok.body.success).toBe(true);
  });
});
