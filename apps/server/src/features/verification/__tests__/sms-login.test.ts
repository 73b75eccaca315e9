import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestCode = (merchant: string, body: object, language = 'EN') =>
  t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: headers(merchant, language), payload: body });
const outbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/ops/merchants/demo/outbox/sms?to=${to}`, headers: { authorization: `Bearer ${OPS_TOKEN}` } })
  ).json().value as {
    body: string;
  }[];
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

describe('SMS login', () => {
  it('sends a code (read from the outbox) that logs the member in once', async () => {
    const res = await requestCode('demo', { countryDialingCode: '86', mobileNum: '13800000001' });
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [sms] = await outbox('8613800000001');
    expect(sms!.body).toMatch(/valid for 5 minutes/);
    const code = codeIn(sms!.body);
    const ok = await login(t, 'demo', { type: 'sms', countryDialingCode: '86', mobileNum: '13800000001', password: code });
    expect(ok.body.success).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', ok.body.value.token) });
    expect(me.json().value.account).toBe('player01');
    const again = await login(t, 'demo', { type: 'sms', countryDialingCode: '86', mobileNum: '13800000001', password: code });
    expect(again.body.errorCode).toBe('sms_code_incorrect');
  });

  it('refuses a second code within 60 s, and sends one again after', async () => {
    const res = await requestCode('demo', { countryDialingCode: '86', mobileNum: '13800000001' });
    expect(res.json().errorCode).toBe('sms_too_frequent');
    t.clock.advance(61_000);
    expect((await requestCode('demo', { countryDialingCode: '86', mobileNum: '13800000001' })).json().success).toBe(true);
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const res = await requestCode('demo', { countryDialingCode: '86', mobileNum: '13900000009' });
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(await outbox('8613900000009')).toEqual([]);
  });

  it('refuses a malformed number with br_enright_cphone in the request language', async () => {
    const en = (await requestCode('demo', { mobileNum: '12ab' })).json();
    expect(en).toMatchObject({ success: false, errorCode: 'br_enright_cphone' });
    const th = (await requestCode('demo', { mobileNum: '12ab' }, 'TH')).json();
    expect(th.message).not.toBe(en.message);
  });

  it('refuses where the merchant has SMS switched off', async () => {
    // acme also has the SMS-code login switched off, which closes the call first (ADR 036).
    const acme = (await t.features.system.service.merchantByCode('acme'))!.id;
    expect((await requestCode('acme', { countryDialingCode: '55', mobileNum: '11987654321' })).json().errorCode).toBe('feature_disabled');
    await t.features.system.service.setFlags(acme, { MOBILEVERCODELOGIN3: true });
    try {
      expect((await requestCode('acme', { countryDialingCode: '55', mobileNum: '11987654321' })).json().errorCode).toBe('sms_disabled');
    } finally {
      await t.features.system.service.setFlags(acme, { MOBILEVERCODELOGIN3: false });
    }
  });

  it('kills a code after 5 wrong guesses', async () => {
    t.clock.advance(61_000);
    await requestCode('demo', { countryDialingCode: '86', mobileNum: '13800000001' });
    const code = codeIn((await outbox('8613800000001'))[0]!.body);
    const wrong = code === '111111' ? '222222' : '111111';
    const svc = t.features.verification.service;
    const demo = (await t.features.system.service.merchantByCode('demo'))!;
    const phone = { countryDialingCode: '86', number: '13800000001' };
    for (let i = 0; i < 5; i++) expect(await svc.verify(demo.id, 'login', phone, wrong)).toBe(false);
    expect(await svc.verify(demo.id, 'login', phone, code)).toBe(false);
  });

  it('expires a code after expiredMinutes', async () => {
    t.clock.advance(61_000);
    await requestCode('demo', { countryDialingCode: '86', mobileNum: '13800000001' });
    const code = codeIn((await outbox('8613800000001'))[0]!.body);
    t.clock.advance(5 * 60_000 + 1);
    const res = await login(t, 'demo', { type: 'sms', countryDialingCode: '86', mobileNum: '13800000001', password: code });
    expect(res.body.errorCode).toBe('sms_code_incorrect');
  });
});
