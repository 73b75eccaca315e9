import { LANGUAGES, type Language } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMessages } from '../../../platform/i18n/platform-messages.js';
import { authed, createTestApp, encrypted, headers, login, type TestApp } from '../../../test/harness.js';
import { mobileCountryCode } from '../system.mobile-country.js';

/**
 * UPDATEMOBILEICC3 (ADR 044): with the switch off, every path that takes a mobile number refuses a
 * country code other than the merchant's (demo: 86) with feature_disabled, and takes the default;
 * with it on, a foreign code goes through to the path's own checks.
 */
const FOREIGN = '1';
const DEFAULT = '86';

type Probe = {
  who: 'visitor' | 'player';
  method: 'POST' | 'PUT';
  url: string;
  /** `m`: the national number, different per call so one call's SMS throttle does not answer the next. */
  body: (t: TestApp, cc: string, m: string) => Promise<object> | object;
  /** What the path answers once the country code is accepted (null: success). */
  answer: string | null;
};

const PATHS: Record<string, Probe> = {
  'registration code': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/verification/sms/register',
    body: (_t, cc, m) => ({ mobileNo: m, countryDialingCode: cc }),
    answer: null,
  },
  'mobile-number login': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/session/login',
    body: (t, cc, m) => encrypted(t, { type: 'username', username: '', mobileNum: m, countryDialingCode: cc, password: 'abc12345' }),
    answer: 'in_incorrect_password',
  },
  'SMS-code login': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/session/login',
    body: (t, cc, m) => encrypted(t, { type: 'sms', username: '', mobileNum: m, countryDialingCode: cc, password: '000000' }),
    answer: 'sms_code_incorrect',
  },
  'SMS login code': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    body: (_t, cc, m) => ({ mobileNum: m, countryDialingCode: cc }),
    answer: null,
  },
  'profile: mobile code': {
    who: 'player',
    method: 'POST',
    url: '/wps/member/mobile/code',
    body: (_t, cc, m) => ({ mobileNum: m, countryDialingCode: cc }),
    answer: null,
  },
  'profile: bind mobile': {
    who: 'player',
    method: 'PUT',
    url: '/wps/member/mobile',
    body: (_t, cc, m) => ({ mobileNum: m, countryDialingCode: cc, verificationCode: '000000' }),
    answer: 'sms_code_incorrect',
  },
  'recovery: SMS code': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/member/password/sms',
    body: (_t, cc, m) => ({ username: 'nobody01', mobileNumber: m, countryDialingCode: cc }),
    answer: null,
  },
  'recovery: new password': {
    who: 'visitor',
    method: 'POST',
    url: '/wps/member/password/verification',
    body: (t, cc, m) =>
      encrypted(t, {
        username: 'nobody01',
        mobileNumber: m,
        countryDialingCode: cc,
        verificationCode: '000000',
        newPassword: 'abc12345x',
        confirmNewPassword: 'abc12345x',
      }),
    answer: 'sms_code_incorrect',
  },
  'two-factor: SMS code': {
    who: 'player',
    method: 'POST',
    url: '/wps/v2/member/twoFactor/sms/code',
    body: (_t, cc, m) => ({ mobileNum: m, countryDialingCode: cc }),
    answer: null,
  },
  'two-factor: enrol SMS': {
    who: 'player',
    method: 'POST',
    url: '/wps/v2/member/twoFactor/sms',
    body: (_t, cc, m) => ({ mobileNum: m, countryDialingCode: cc, verificationCode: '000000' }),
    answer: 'two_factor_code_incorrect',
  },
};

let t: TestApp;
let merchantId: number;
let player: string;
let ip = 0;

async function send(p: Probe, cc: string, language: Language = 'EN') {
  ip += 1;
  const m = `1390${String(ip).padStart(7, '0')}`;
  const res = await t.app.inject({
    method: p.method,
    url: p.url,
    headers: p.who === 'player' ? authed('demo', player, language) : headers('demo', language),
    remoteAddress: `10.44.${(ip >> 8) & 255}.${ip & 255}`,
    payload: await p.body(t, cc, m),
  });
  const body = res.json() as { success: boolean; errorCode: string | null; message: string };
  return { status: res.statusCode, ...body };
}

const setSwitch = (on: boolean) => t.features.system.service.setFlags(merchantId, { UPDATEMOBILEICC3: on });

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
}, 120_000);
afterAll(async () => {
  await setSwitch(true);
  await t?.close();
});

describe('the mobile country code policy (system.mobile-country.ts)', () => {
  it('takes the merchant default when none is given, and refuses a foreign code only with the switch off', () => {
    expect(mobileCountryCode(undefined, '86', { UPDATEMOBILEICC3: false })).toBe('86');
    expect(mobileCountryCode('+86', '86', { UPDATEMOBILEICC3: false })).toBe('86');
    expect(mobileCountryCode(' ', '86', { UPDATEMOBILEICC3: false })).toBe('86');
    expect(mobileCountryCode('+1', '86', { UPDATEMOBILEICC3: true })).toBe('1');
    expect(() => mobileCountryCode('+1', '86', { UPDATEMOBILEICC3: false })).toThrow(
      expect.objectContaining({ code: 'feature_disabled', status: 403 }),
    );
  });
});

describe('UPDATEMOBILEICC3 on every path that takes a mobile number', () => {
  const rows = Object.entries(PATHS).map(([name, probe], i) => ({ name, probe, language: LANGUAGES[i % LANGUAGES.length]! }));

  it.each(rows)('$name: off refuses a foreign code ($language), takes the default', async ({ probe, language }) => {
    await setSwitch(false);
    const refused = await send(probe, FOREIGN, language);
    expect(refused).toMatchObject({ status: 403, success: false, errorCode: 'feature_disabled' });
    expect(refused.message).toBe(platformMessages.feature_disabled![language]);
    const served = await send(probe, DEFAULT, language);
    expect(served.errorCode).toBe(probe.answer);
  });

  it.each(rows)('$name: on takes a foreign code', async ({ probe }) => {
    await setSwitch(true);
    const served = await send(probe, FOREIGN);
    expect(served.errorCode).toBe(probe.answer);
  });
});
