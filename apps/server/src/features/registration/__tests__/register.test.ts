import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let demoId: number;
let ipSeq = 0;
beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  demoId = (await t.features.system.service.merchantByCode('demo'))!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.features.registration.service.setSettings(demoId, 0);
  await t.features.system.service.setFlags(demoId, {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    MOBILENUMPASSREG3: true,
    REGMOBVERF3: false,
  });
});

/** A browser that has seen a captcha image (the test renderer always draws "wxyz"). */
async function browser(merchant = 'demo') {
  const device = { 'device-id': crypto.randomUUID() };
  await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers(merchant), ...device } });
  return device;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Body = { success: boolean; value: any; errorCode: string | null; message: string };
async function register(
  path: 'register' | 'register/mobile' | 'register/autoUsername',
  payload: object,
  merchant = 'demo',
  language = 'EN',
) {
  const device = await browser(merchant);
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/member/${path}`,
    headers: { ...headers(merchant, language), ...device },
    payload: await encrypted(t, payload),
    remoteAddress: `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`,
  });
  return { status: res.statusCode, body: res.json() as Body };
}

async function smsCode(mobileNo: string, merchant = 'demo'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: headers(merchant),
    payload: { mobileNo },
    remoteAddress: `10.8.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`,
  });
  expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/ops/merchants/${merchant}/outbox/sms?to=86${mobileNo}`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  const body = outbox.json().value[0];
  expect(body.purpose).toBe('register');
  return body.body.match(/\d{6}/)[0];
}

let phoneSeq = 0;
/** The demo rules require a mobile number on username registration too (spec 000 §5 checks it first). */
const byUsername = (over: object = {}) => ({
  username: `new${Math.random().toString(36).slice(2, 9)}`,
  mobileNum: `137${String(++phoneSeq).padStart(8, '0')}`,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  captcha: 'wxyz',
  agreed: true,
  registerMethod: 'WEB',
  registerUrl: 'http://localhost/register',
  domain: 'localhost',
  ...over,
});

describe('registration messages in the order of spec 000 §5', () => {
  // Each step fixes the previous failure, so the next rule in the order shows.
  it('mobile number, password, confirmation, SMS code, captcha, agreement', async () => {
    await t.features.system.service.setFlags(demoId, { REGMOBVERF3: true });
    const steps: [object, string][] = [
      [{ mobileNum: '' }, 'br_enright_cphone'],
      [{ mobileNum: '13x00000000' }, 'br_enright_cphone'],
      [{ mobileNum: '139' }, 'br_enright_cphone'],
      [{ mobileNum: '13900000077', password: '' }, 'in_password_incorrect'],
      [{ password: 'ab!12345' }, 'in_password_incorrect'],
      [{ password: 'abc12' }, 'in_password_incorrect'],
      [{ password: 'abc12345', confirmPassword: 'abc12346' }, 'in_confirmation_correct'],
      [{ confirmPassword: 'abc12345', verificationCode: '' }, 'in_please_information'],
      [{ verificationCode: '000000', captcha: '' }, 'in_please_information'],
      [{ captcha: 'wxyz', agreed: false }, 'in_register_agreed'],
    ];
    let payload: Record<string, unknown> = { captcha: 'wxyz', agreed: true };
    for (const [change, code] of steps) {
      payload = { ...payload, ...change };
      const res = await register('register/mobile', payload);
      expect(res.body, JSON.stringify(change)).toMatchObject({ success: false, errorCode: code, value: null });
      expect(res.body.message).not.toBe('');
    }
    // All rules pass: the wrong SMS code is the only thing left.
    const res = await register('register/mobile', { ...payload, agreed: true });
    expect(res.body.errorCode).toBe('sms_code_incorrect');
  });

  it('localises the message by Language', async () => {
    const res = await register('register', byUsername({ agreed: false }), 'demo', 'CN');
    expect(res.body).toMatchObject({ errorCode: 'in_register_agreed', message: '请确认您已成年并同意用户协议。' });
  });

  it('a bad username or an invalid optional field gives in_please_information; a blank optional field passes', async () => {
    expect((await register('register', byUsername({ username: 'ab' }))).body.errorCode).toBe('in_please_information');
    expect((await register('register', byUsername({ nickname: 'x'.repeat(21) }))).body.errorCode).toBe('in_please_information');
    expect((await register('register', byUsername({ nickname: '' }))).body.success).toBe(true);
  });
});

describe('register by username', () => {
  it('creates the member, answers customerName and profile.mobileNo, and signs in', async () => {
    const res = await register('register', byUsername({ username: 'Fresh001', nickname: 'Fresh' }));
    expect(res.body).toMatchObject({
      success: true,
      value: {
        customerName: 'Fresh001',
        profile: { mobileNo: expect.stringMatching(/^137/) },
        defaultPassword: false,
        login: { mustChangePassword: false },
      },
    });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', res.body.value.login.token) });
    expect(info.json().value).toMatchObject({ account: 'Fresh001', nickname: 'Fresh', type: 0 });
    expect((await login(t, 'demo', { username: 'fresh001', password: 'abc12345' })).body.success).toBe(true);
  });

  it('refuses a duplicate username (any case) and a wrong captcha', async () => {
    expect((await register('register', byUsername({ username: 'PLAYER01' }))).body.errorCode).toBe('register_username_taken');
    expect((await register('register', byUsername({ captcha: 'nope' }))).body.errorCode).toBe('captcha_incorrect');
  });

  it('skips the captcha only when the operator turned it off', async () => {
    expect((await register('register', byUsername({ captcha: '' }))).body.errorCode).toBe('in_please_information');
    await t.features.registration.service.setSettings(demoId, 0, null, false);
    expect((await register('register', byUsername({ captcha: '' }))).body.success).toBe(true);
  });

  it('refuses a closed mode', async () => {
    await t.features.system.service.setFlags(demoId, { USERNAMEREG3: false });
    expect((await register('register', byUsername())).body.errorCode).toBe('register_closed');
  });
});

describe('register by mobile number', () => {
  it('with the SMS code and a password: signs in, mobileNo in the answer', async () => {
    await t.features.system.service.setFlags(demoId, { REGMOBVERF3: true });
    const code = await smsCode('13900000001');
    const res = await register('register/mobile', {
      mobileNum: '13900000001',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      verificationCode: code,
      captcha: 'wxyz',
      agreed: true,
    });
    expect(res.body).toMatchObject({
      success: true,
      value: { customerName: '13900000001', profile: { mobileNo: '13900000001' }, defaultPassword: false },
    });
    expect((await login(t, 'demo', { countryDialingCode: '86', mobileNum: '13900000001', password: 'abc12345' })).body.success).toBe(true);
  });

  it('refuses a duplicate mobile number, already when asking for the code', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: headers('demo'),
      payload: { mobileNo: '13800000001' },
    });
    expect(ask.json().errorCode).toBe('register_mobile_taken');
    const res = await register('register/mobile', {
      mobileNum: '13800000001',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: 'wxyz',
      agreed: true,
    });
    expect(res.body.errorCode).toBe('register_mobile_taken');
  });

  it('refuses a code request for a malformed number with br_enright_cphone', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: headers('demo'),
      payload: { mobileNo: '12ab' },
    });
    expect(ask.json().errorCode).toBe('br_enright_cphone');
  });

  it('without MOBILENUMPASSREG3 sets the default password and the login must change it', async () => {
    await t.features.system.service.setFlags(demoId, { MOBILENUMPASSREG3: false, REGMOBVERF3: false });
    const res = await register('register/mobile', { mobileNum: '13900000002', captcha: 'wxyz', agreed: true, password: 'ignored1' });
    expect(res.body).toMatchObject({ success: true, value: { defaultPassword: true, login: { mustChangePassword: true } } });
    const again = await login(t, 'demo', { countryDialingCode: '86', mobileNum: '13900000002', password: 'welcome123' });
    expect(again.body.value).toMatchObject({ mustChangePassword: true });

    // Spec 000 §5: the change sends the {secret} marker instead of a password the member never chose.
    const change = async (token: string, oldPassword: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/password',
          headers: authed('demo', token),
          payload: await encrypted(t, { oldPassword, newPassword: 'Mine1234', confirmNewPassword: 'Mine1234' }),
        })
      ).json();
    expect(await change(res.body.value.login.token, '{secret}')).toMatchObject({ success: true });
    expect((await login(t, 'demo', { username: '13900000002', password: 'Mine1234' })).body.value).toMatchObject({
      mustChangePassword: false,
    });
    // For an account with a password of its own, the marker is just a wrong old password.
    const own = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    expect((await change(own, '{secret}')).errorCode).toBe('in_old_password_incorrect');
  });
});

describe('affiliate codes', () => {
  const lookup = (code: string) =>
    t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?affiliateCode=${code}`, headers: headers('demo') }).then((r) => r.json());

  it('looks a code up by GET and POST', async () => {
    expect(await lookup('agent01')).toMatchObject({ success: true, value: { affiliateCode: 'AGENT01', affiliateSetting: 0 } });
    const post = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/affiliate',
      headers: headers('demo'),
      payload: { affiliateCode: 'NOPE' },
    });
    expect(post.json()).toMatchObject({ success: false, errorCode: 'affiliate_not_found', value: { affiliateSetting: 0 } });
  });

  it('attaches the new member to the agent of the code', async () => {
    const res = await register('register', byUsername({ username: 'downline01', affiliateCode: 'agent01' }));
    const merchantId = demoId;
    const member = await t.features.accounts.service.findByAccount(merchantId, 'downline01');
    const agent = await t.features.accounts.service.findByAccount(merchantId, 'agent01');
    expect(res.body.success).toBe(true);
    expect(member!.uplineId).toBe(agent!.id);
    expect(await t.features.registration.service.registrationOf(merchantId, member!.id)).toMatchObject({
      affiliateCode: 'agent01',
      method: 'username',
    });
  });

  it('setting 0 (optional): a wrong code is dropped and registration goes on', async () => {
    const res = await register('register', byUsername({ username: 'loose001', affiliateCode: 'WRONG' }));
    expect(res.body.success).toBe(true);
    expect((await t.features.accounts.service.findByAccount(demoId, 'loose001'))!.uplineId).toBeNull();
  });

  it('setting 1 (required): a wrong or missing code is refused with the setting in the value', async () => {
    await t.features.registration.service.setSettings(demoId, 1);
    expect(await lookup('WRONG')).toMatchObject({ errorCode: 'affiliate_not_found', value: { affiliateSetting: 1 } });
    const wrong = await register('register', byUsername({ affiliateCode: 'WRONG' }));
    expect(wrong.body).toMatchObject({ errorCode: 'affiliate_not_found', value: { affiliateSetting: 1 } });
    expect((await register('register', byUsername())).body.errorCode).toBe('affiliate_not_found');
    expect((await register('register', byUsername({ affiliateCode: 'AGENT01' }))).body.success).toBe(true);
  });
});

describe('registration settings', () => {
  it('lists modes, switches and ten agreement clauses in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/register/settings', headers: headers('demo', 'JA') });
    const v = res.json().value;
    expect(v).toMatchObject({ modes: ['username', 'mobile'], passwordOnMobile: true, smsVerification: false, affiliateSetting: 0 });
    expect(v.agreement).toHaveLength(10);
    expect(v.agreement[0]).toMatch(/18 歳以上/);
  });
});
