import { WHITELABEL_FLAG_KEYS, type WhitelabelFlag } from '@arcadia/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, type TestApp } from '../../test/harness.js';

/**
 * ADR 036: a white-label switch that hides a capability refuses it on the server too. One row per
 * flag: a representative request refused with the switch off (or on, for CREDITMAR3) and let
 * through otherwise, or the reason the flag has no request to refuse. A new flag without a row fails.
 */
type Who = 'visitor' | 'player' | 'agent';
type Req = { who: Who; method: 'GET' | 'POST'; url: string; body?: (t: TestApp) => Promise<object> | object };
type Row =
  | { probe: Req; refusal: string /** the switch refuses when on (CREDITMAR3 hides the cashier) */; refusesWhenOn?: true }
  | { none: string };

const FEATURE_OFF = 'feature_disabled';
let n = 0;
const key = () => `switch-key-${++n}-${Date.now()}`;

const TABLE: Record<WhitelabelFlag, Row> = {
  REWCEN3: { probe: { who: 'player', method: 'GET', url: '/wps/reward-centre' }, refusal: 'reward_centre_disabled' },
  MAILCEN: { probe: { who: 'player', method: 'GET', url: '/wps/inbox/unread' }, refusal: FEATURE_OFF },
  INBOX3: { probe: { who: 'visitor', method: 'GET', url: '/wps/notice' }, refusal: FEATURE_OFF },
  PTSYS3: { probe: { who: 'player', method: 'GET', url: '/wps/points/balance' }, refusal: 'points_disabled' },
  PAYMENTPASS3: { probe: { who: 'player', method: 'GET', url: '/wps/member/paymentPassword' }, refusal: 'payment_password_disabled' },
  GOOGLELOGIN3: { none: 'checked after the Firebase key set (social_channel_disabled); social-sign-in.test.ts covers each channel' },
  FACEBOOKLOGIN3: { none: 'as GOOGLELOGIN3' },
  TWITTERLOGIN3: { none: 'as GOOGLELOGIN3' },
  LINELOGIN3: { none: 'as GOOGLELOGIN3' },
  FIREBASECREATEACC3: { none: 'needs a verified Firebase identity first (social_register_disabled); social-sign-in.test.ts covers it' },
  SSOMANUALREG3: { none: 'only shapes the bind screen (canRegister/manual); the account is created by registration, gated above' },
  UPDATEMOBILEICC3: {
    // One field of every route that takes a mobile number: one policy in the system feature
    // (system.mobile-country.ts); features/system/__tests__/mobile-country.test.ts walks each path.
    probe: {
      who: 'visitor',
      method: 'POST',
      url: '/wps/verification/sms/register',
      body: () => ({ mobileNo: '13900000077', countryDialingCode: '1' }),
    },
    refusal: FEATURE_OFF,
  },
  MOBILELOGIN3: {
    // The mobile tab shares the login route: checked in the session service.
    probe: {
      who: 'visitor',
      method: 'POST',
      url: '/wps/session/login',
      body: (t) =>
        encrypted(t, { type: 'username', username: '', mobileNum: '13800000001', countryDialingCode: '86', password: 'abc12345' }),
    },
    refusal: FEATURE_OFF,
  },
  MOBILEVERCODELOGIN3: {
    probe: {
      who: 'visitor',
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: () => ({ mobileNum: '13800000001', countryDialingCode: '86' }),
    },
    refusal: FEATURE_OFF,
  },
  FREEPLAY3: { probe: { who: 'visitor', method: 'POST', url: '/wps/session/login/freeplay' }, refusal: 'free_play_disabled' },
  PWDEXPFORCECHANGE3: { none: 'changes the login answer (mustChangePassword), refuses nothing; login.test.ts covers both' },
  MYRBT3: { probe: { who: 'player', method: 'GET', url: '/wps/rebates/rates' }, refusal: 'rebate_disabled' },
  // ADR 057: the slider init needs GEETEST3 (or GEETESTVCODE3); on login and registration the
  // slider replaces the image captcha (captcha/__tests__/slider-puzzle.test.ts).
  GEETEST3: { probe: { who: 'visitor', method: 'GET', url: '/wps/captcha/geetest?t=1' }, refusal: 'slider_disabled' },
  GEETESTTEST3: { none: 'picks the built-in puzzle over a Geetest account; captcha/__tests__/geetest.test.ts covers it' },
  GEETESTVCODE3: {
    probe: {
      who: 'visitor',
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: () => ({ mobileNum: '13800000066', countryDialingCode: '86' }),
    },
    refusal: 'verify_first',
    refusesWhenOn: true,
  },
  USERNAMEREG3: {
    probe: { who: 'visitor', method: 'POST', url: '/wps/member/register', body: (t) => encrypted(t, {}) },
    refusal: 'register_closed',
  },
  MOBILENUMREG3: {
    probe: { who: 'visitor', method: 'POST', url: '/wps/member/register/mobile', body: (t) => encrypted(t, {}) },
    refusal: 'register_closed',
  },
  MOBILENUMPASSREG3: { none: 'shapes the mobile form (password field or the default password); refuses nothing' },
  REGMOBVERF3: { none: 'off asks less (no SMS code on registration); nothing to refuse' },
  DEPOSIT: {
    probe: { who: 'player', method: 'POST', url: '/wps/cashier/deposit', body: () => ({ amount: '10', key: key() }) },
    refusal: 'deposit_disabled',
  },
  WITHDRAW: {
    probe: { who: 'player', method: 'POST', url: '/wps/cashier/withdraw', body: () => ({ amount: '1', key: key() }) },
    refusal: 'withdraw_disabled',
  },
  CREDITMAR3: {
    probe: { who: 'player', method: 'POST', url: '/wps/cashier/deposit', body: () => ({ amount: '10', key: key() }) },
    refusal: 'deposit_disabled',
    refusesWhenOn: true,
  },
  PLYRBT: { probe: { who: 'player', method: 'GET', url: '/wps/rebates/details' }, refusal: 'rebate_disabled' },
  MANPLAYREB3: {
    probe: { who: 'player', method: 'POST', url: '/wps/rebates/claim', body: () => ({ key: key() }) },
    refusal: 'rebate_disabled',
  },
  FEEDBACK3: {
    probe: { who: 'visitor', method: 'POST', url: '/wps/feedback', body: () => ({ type: 0, content: 'hello', captcha: 'x' }) },
    refusal: 'feedback_disabled',
  },
  AGETRANSFERUP3: {
    probe: { who: 'player', method: 'POST', url: '/wps/member/transferUpline', body: () => ({ amount: '1', key: key() }) },
    refusal: 'transfer_upline_unavailable',
  },
  AGEPAG: { probe: { who: 'agent', method: 'GET', url: '/wps/agent/register-centre' }, refusal: FEATURE_OFF },
  AGENTRANSMULTDOWN3: {
    probe: {
      who: 'agent',
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: () => ({ transfers: [{ account: 'player01', amount: '1' }], key: key() }),
    },
    refusal: 'agents_transfer_off',
  },
  AGETEAMPNL3: { probe: { who: 'agent', method: 'GET', url: '/wps/agent/team/pnl' }, refusal: FEATURE_OFF },
  TEAMBETTING3: { probe: { who: 'agent', method: 'GET', url: '/wps/agent/team/bets' }, refusal: FEATURE_OFF },
  CBS3: { probe: { who: 'player', method: 'GET', url: '/wps/support/chat/url' }, refusal: 'chat_disabled' },
};

let t: TestApp;
let merchantId: number;
const tokens: Record<Who, string | null> = { visitor: null, player: null, agent: null };
let ip = 0;

async function send(req: Req): Promise<{ status: number; errorCode: string | null }> {
  const token = tokens[req.who];
  ip += 1;
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers: token ? authed('demo', token) : headers('demo'),
    remoteAddress: `10.9.${(ip >> 8) & 255}.${ip & 255}`,
    ...(req.method === 'POST' ? { payload: req.body ? await req.body(t) : {} } : {}),
  });
  return { status: res.statusCode, errorCode: (res.json() as { errorCode: string | null }).errorCode };
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  tokens.player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  tokens.agent = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
}, 120_000);
afterAll(() => t?.close());

describe('white-label switches on the server (ADR 036)', () => {
  it('classifies every flag', () => {
    expect(WHITELABEL_FLAG_KEYS.filter((f) => !TABLE[f])).toEqual([]);
  });

  it.each(WHITELABEL_FLAG_KEYS.filter((f) => 'probe' in TABLE[f]))(
    '%s: refused when it hides the capability, served otherwise',
    async (flag) => {
      const row = TABLE[flag] as Extract<Row, { probe: Req }>;
      const original = (await t.features.system.service.whitelabel(merchantId))[flag];
      try {
        await t.features.system.service.setFlags(merchantId, { [flag]: !!row.refusesWhenOn });
        const refused = await send(row.probe);
        expect(refused.errorCode, `${flag} ${row.refusesWhenOn ? 'on' : 'off'}`).toBe(row.refusal);
        await t.features.system.service.setFlags(merchantId, { [flag]: !row.refusesWhenOn });
        const served = await send(row.probe);
        expect(served.errorCode, `${flag} ${row.refusesWhenOn ? 'off' : 'on'}: ${served.status}`).not.toBe(row.refusal);
      } finally {
        await t.features.system.service.setFlags(merchantId, { [flag]: original });
      }
    },
  );

  it('MAILCEN and INBOX3 govern messages as a pair: the mail centre needs MAILCEN, its unread alert both (ADR 060)', async () => {
    await t.features.system.service.setFlags(merchantId, { INBOX3: false });
    try {
      const list = await send({ who: 'player', method: 'GET', url: '/wps/inbox/messages?page=1&size=1' });
      expect(list.status).toBe(200);
      expect((await send({ who: 'player', method: 'GET', url: '/wps/inbox/unread' })).errorCode).toBe(FEATURE_OFF);
    } finally {
      await t.features.system.service.setFlags(merchantId, { INBOX3: true });
    }
    expect((await send({ who: 'player', method: 'GET', url: '/wps/inbox/unread' })).status).toBe(200);
  });

  it('refuses in the caller language', async () => {
    await t.features.system.service.setFlags(merchantId, { AGEPAG: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/wps/agent/register-centre', headers: authed('demo', tokens.agent!, 'JA') });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: FEATURE_OFF, message: 'この機能は現在ご利用いただけません。' });
    } finally {
      await t.features.system.service.setFlags(merchantId, { AGEPAG: true });
    }
  });
});
