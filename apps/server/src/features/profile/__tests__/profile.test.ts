import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let player: string;
let agent: string;
let guest: string;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  agent = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
  guest = (
    await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { Merchant: 'demo', Device: 'web', Language: 'EN' } })
  ).json().value.token;
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  (await t.app.inject({ method, url, headers: authed('demo', token), ...(payload ? { payload } : {}) })).json();
const lastCode = async (to: string) => {
  const [sms] = await t.features.verification.service.outbox(merchantId, to, 1);
  return /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
};
const lastMailCode = async (to: string) => {
  const [mail] = await t.features.profile.service.mails(merchantId, to);
  return /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
};

describe('rank progress (getPlayerRankProgress)', () => {
  it('counts the conditions of the next club label the member has completed', async () => {
    const v = (await call('GET', '/wps/member/rankProgress', player)).value;
    expect(v.rankLevel).toBe(1);
    expect(v.nextLabel).toMatchObject({ labelName: 'VIP 2', rankLevel: 2 });
    expect(v.completedConditions).toBe(1);
    expect(v.totalExpectedConditions).toBe(2);
    expect(v.conditions).toEqual([
      { key: 'deposit', current: '6000.00', target: '5000.00', completed: true },
      { key: 'validBet', current: '12500.00', target: '20000.00', completed: false },
    ]);
  });

  it('moves when the running total reaches the target', async () => {
    const { memberId } = await memberIds(t, 'demo', 'player01');
    await t.features.profile.service.setRankValue(merchantId, memberId, 'validBet', '20000');
    const v = (await call('GET', '/wps/member/rankProgress', player)).value;
    expect(v.completedConditions).toBe(2);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/rankProgress', headers: { Merchant: 'demo' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('nickname and avatar', () => {
  it('changes the nickname shown in member info, refusing markup and over-long names', async () => {
    expect((await call('PUT', '/wps/member/nickname', player, { nickname: '<b>x</b>' })).errorCode).toBe('profile_nickname_invalid');
    expect((await call('PUT', '/wps/member/nickname', player, { nickname: 'x'.repeat(21) })).errorCode).toBe('profile_nickname_invalid');
    expect((await call('PUT', '/wps/member/nickname', player, { nickname: '  Lucky 玩家  ' })).success).toBe(true);
    expect((await call('GET', '/wps/member/info', player)).value.nickname).toBe('Lucky 玩家');
  });

  it('starts from the member icon and takes only one of the nine default icons', async () => {
    expect((await call('GET', '/wps/member/avatar', player)).value).toEqual({ avatarType: 'STATIC', avatar: '1' });
    expect((await call('PUT', '/wps/member/avatar', player, { avatarType: 'STATIC', avatar: '10' })).errorCode).toBe(
      'profile_avatar_invalid',
    );
    expect((await call('PUT', '/wps/member/avatar', player, { avatarType: 'CUSTOM', avatar: 'https://evil/x.png' })).errorCode).toBe(
      'profile_avatar_invalid',
    );
    expect((await call('PUT', '/wps/member/avatar', player, { avatarType: 'STATIC', avatar: '7' })).success).toBe(true);
    expect((await call('GET', '/wps/member/avatar', player)).value).toEqual({ avatarType: 'STATIC', avatar: '7' });
  });

  it('refuses a free-play guest (type 4)', async () => {
    expect((await call('PUT', '/wps/member/nickname', guest, { nickname: 'Guesty' })).errorCode).toBe('in_need_true_account');
  });
});

describe('mobile binding', () => {
  it('binds a new number only with the SMS code sent to it, and shows it masked', async () => {
    expect((await call('GET', '/wps/v2/member/securityOverview', agent)).value).toMatchObject({ mobile: null, email: null });
    expect((await call('POST', '/wps/member/mobile/code', agent, { countryDialingCode: '86', mobileNum: '12' })).errorCode).toBe(
      'br_enright_cphone',
    );
    const sent = await call('POST', '/wps/member/mobile/code', agent, { countryDialingCode: '86', mobileNum: '13900000002' });
    expect(sent.value.expiredMinutes).toBe(5);
    const code = await lastCode('8613900000002');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call('PUT', '/wps/member/mobile', agent, { countryDialingCode: '86', mobileNum: '13900000002', verificationCode: wrong }))
        .errorCode,
    ).toBe('sms_code_incorrect');
    expect(
      (await call('PUT', '/wps/member/mobile', agent, { countryDialingCode: '86', mobileNum: '13900000002', verificationCode: code }))
        .success,
    ).toBe(true);
    expect((await call('GET', '/wps/v2/member/securityOverview', agent)).value.mobile).toBe('+86 139****0002');
  });

  it("refuses another member's number even with a valid code", async () => {
    // player01 holds 13800000001 (demo seed); the agent asks for a code and is refused at binding.
    await t.features.verification.service.requestCode(
      merchantId,
      'bind-mobile',
      { countryDialingCode: '86', number: '13800000001' },
      { enabled: true, expiredMinutes: 5, defaultCountryDialingCode: '86' },
      'EN',
    );
    const code = await lastCode('8613800000001');
    const res = await call('PUT', '/wps/member/mobile', agent, {
      countryDialingCode: '86',
      mobileNum: '13800000001',
      verificationCode: code,
    });
    expect(res.errorCode).toBe('profile_mobile_in_use');
    expect((await call('GET', '/wps/v2/member/securityOverview', player)).value.mobile).toBe('+86 138****0001');
  });
});

describe('e-mail binding', () => {
  it('binds an address with the code mailed to it; the code is for that address only', async () => {
    expect((await call('POST', '/wps/member/email/code', player, { email: 'not-an-email' })).errorCode).toBe('profile_email_invalid');
    expect((await call('POST', '/wps/member/email/code', player, { email: 'lucky@example.com' })).success).toBe(true);
    expect((await call('POST', '/wps/member/email/code', player, { email: 'lucky@example.com' })).errorCode).toBe('sms_too_frequent');
    const code = await lastMailCode('lucky@example.com');
    expect((await call('PUT', '/wps/member/email', player, { email: 'other@example.com', verificationCode: code })).errorCode).toBe(
      'sms_code_incorrect',
    );
    expect((await call('PUT', '/wps/member/email', player, { email: 'lucky@example.com', verificationCode: code })).success).toBe(true);
    expect((await call('GET', '/wps/v2/member/securityOverview', player)).value).toMatchObject({
      email: 'lu***@example.com',
      emailVerified: true,
    });
    // A used code does not work twice.
    expect((await call('PUT', '/wps/member/email', player, { email: 'lucky@example.com', verificationCode: code })).errorCode).toBe(
      'sms_code_incorrect',
    );
  });

  it('refuses an address another member has bound', async () => {
    expect((await call('POST', '/wps/member/email/code', agent, { email: 'LUCKY@example.com' })).errorCode).toBe('profile_email_in_use');
  });

  it('kills the code after five wrong guesses', async () => {
    t.clock.advance(61_000);
    expect((await call('POST', '/wps/member/email/code', agent, { email: 'agent@example.com' })).success).toBe(true);
    const code = await lastMailCode('agent@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call('PUT', '/wps/member/email', agent, { email: 'agent@example.com', verificationCode: wrong });
    expect((await call('PUT', '/wps/member/email', agent, { email: 'agent@example.com', verificationCode: code })).errorCode).toBe(
      'sms_code_incorrect',
    );
  });
});
