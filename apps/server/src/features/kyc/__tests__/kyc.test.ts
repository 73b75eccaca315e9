import { randomUUID } from 'node:crypto';
import type { OpsRole } from '@arcadia/contract/ops';
import { DEFAULT_REGISTER_RULES } from '@arcadia/contract/system';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { ageOn, levelNeeded, levelOf } from '../kyc.rules.js';

let t: TestApp;
let demo: { merchantId: number; memberId: number };
let player = '';
let other = '';
const staff = { kyc: '', finance: '', acme: '' };
let png = '';
let jpeg = '';

beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  demo = await memberIds(t, 'demo', 'player01');
  await t.features.accounts.service.setPaymentPassword(demo.merchantId, demo.memberId, 'abc12345', '246810');
  // Registration by username without a mobile number, so only the date of birth decides.
  await t.features.system.service.setFlags(demo.merchantId, { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false });
  await t.features.system.service.setRegisterRules(
    demo.merchantId,
    DEFAULT_REGISTER_RULES.map((r) => (r.key === 'mobileNum' ? { ...r, enabled: false, required: false } : r)),
  );
  player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  other = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
  staff.kyc = (await operator(t, 'kyc-support', 'support', 'demo')).token;
  staff.finance = (await operator(t, 'kyc-finance', 'finance', 'demo')).token;
  staff.acme = (await operator(t, 'kyc-acme', 'admin', 'acme')).token;
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } });
  png = `data:image/png;base64,${(await base.clone().png().toBuffer()).toString('base64')}`;
  jpeg = `data:image/jpeg;base64,${(await base.clone().jpeg().toBuffer()).toString('base64')}`;
}, 120_000);
afterAll(() => t.close());

/** An operator of `merchant` with `role`, signed in to the console (as the operator's authenticator would). */
async function operator(t: TestApp, username: string, role: OpsRole, merchant: string) {
  const merchantId = (await t.features.system.service.merchantByCode(merchant))!.id;
  const { totpSecret } = await t.features.ops.service.createOperator({ username, password: 'operator-pass-1', role, merchantId });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: { username, password: 'operator-pass-1', totp: totp.generate({ timestamp: t.clock.now().getTime() }) },
  });
  return { token: res.json().value.token as string };
}

const asMember = (token: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'EN') =>
  t.app.inject({ method, url, headers: authed('demo', token, language), ...(payload ? { payload } : {}) });
const upload = async (type: string, image: string, token = player, language = 'EN') =>
  (await asMember(token, 'POST', '/wps/kyc/documents', { type, image }, language)).json();
const asOps = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/demo${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const decide = async (id: number, decision: string, reason = '', token = staff.kyc) =>
  (await asOps(token, 'POST', `/kyc/documents/${id}/decision`, { decision, reason })).json();
const withdraw = async (amount: string, key: string, language = 'EN') =>
  (await asMember(player, 'POST', '/wps/cashier/withdraw', { amount, paymentPassword: '246810', key }, language)).json();

describe('KYC rules (pure)', () => {
  it('derives the level from approved documents only', () => {
    expect(levelOf(new Set())).toBe('NONE');
    expect(levelOf(new Set(['ID_FRONT']))).toBe('NONE');
    expect(levelOf(new Set(['ID_FRONT', 'ID_BACK']))).toBe('BASIC');
    expect(levelOf(new Set(['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS']))).toBe('BASIC');
    expect(levelOf(new Set(['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS', 'SELFIE']))).toBe('FULL');
  });

  it('asks the level of a withdrawal strictly above each threshold, and full once deposits pass theirs', () => {
    const s = { minimumAge: 18, dobRequired: false, withdrawBasicOver: '1000', withdrawFullOver: '5000', depositsFullOver: '20000' };
    expect(levelNeeded(s, '1000', '0')).toBe('NONE');
    expect(levelNeeded(s, '1000.01', '0')).toBe('BASIC');
    expect(levelNeeded(s, '5000.01', '0')).toBe('FULL');
    expect(levelNeeded(s, '10', '20000.01')).toBe('FULL');
    expect(levelNeeded({ ...s, withdrawBasicOver: null, withdrawFullOver: null, depositsFullOver: null }, '1e9', '1e9')).toBe('NONE');
  });

  it('counts whole years, birthdays included, and refuses impossible dates', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-30', '2026-03-01')).toBeNull();
    expect(ageOn('2030-01-01', '2026-03-01')).toBeNull();
  });
});

describe('uploads', () => {
  it('refuses what is not a JPG or PNG by its content, whatever the declared type, localised, and stores nothing', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await upload('ID_FRONT', `data:image/png;base64,${gif.toString('base64')}`)).toMatchObject({
      success: false,
      errorCode: 'kyc_image_type',
    });
    const text = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(await upload('ID_FRONT', `data:image/jpeg;base64,${text}`, player, 'CN')).toMatchObject({
      errorCode: 'kyc_image_type',
      message: '证件必须是 JPG 或 PNG 图片。',
    });
    expect(await upload('ID_FRONT', 'data:image/png;base64,%%%')).toMatchObject({ errorCode: 'kyc_image_type' });
    expect(await upload('ID_FRONT', '')).toMatchObject({ errorCode: 'kyc_image_required' });
    const big = Buffer.alloc(5_242_881, 1).toString('base64');
    expect(await upload('ID_FRONT', big)).toMatchObject({ errorCode: 'kyc_image_too_large' });
    expect((await asMember(player, 'GET', '/wps/kyc/status')).json().value.documents).toEqual([]);
  });

  it('refuses an unknown document type', async () => {
    const res = await asMember(player, 'POST', '/wps/kyc/documents', { type: 'PASSPORT_SCAN', image: png });
    expect(res.json().success).toBe(false);
  });
});

describe('the withdrawal gate by KYC level', () => {
  let front = 0;
  let back = 0;
  it('refuses a withdrawal above the demo threshold with the level it needs, localised, and holds nothing', async () => {
    await t.features.wallet.service.credit({ ...demo, amount: '50000', key: 'kyc-fund', source: 'DEPOSIT' });
    const before = (await t.features.wallet.service.balance(demo.merchantId, demo.memberId)).sumBalance;
    const refused = await withdraw('15000', 'kyc-wd-1');
    expect(refused).toMatchObject({ success: false, errorCode: 'kyc_basic_required' });
    expect((await withdraw('15000', 'kyc-wd-1', 'JA')).message).toContain('本人確認');
    expect((await t.features.wallet.service.balance(demo.merchantId, demo.memberId)).sumBalance).toBe(before);
    // Under the threshold nothing is asked.
    expect(await withdraw('100', 'kyc-wd-small')).toMatchObject({ success: true });
  });

  it('still refuses while the documents wait for review, or only one side is approved', async () => {
    front = (await upload('ID_FRONT', png)).value.id;
    back = (await upload('ID_BACK', jpeg)).value.id;
    expect(await upload('ID_BACK', jpeg)).toMatchObject({ errorCode: 'kyc_document_decided' });
    expect(await withdraw('15000', 'kyc-wd-1')).toMatchObject({ errorCode: 'kyc_basic_required' });
    expect(await decide(front, 'approve')).toMatchObject({
      success: true,
      value: { status: 'APPROVED', account: 'player01', level: 'NONE' },
    });
    expect(await withdraw('15000', 'kyc-wd-1')).toMatchObject({ errorCode: 'kyc_basic_required' });
  });

  it('passes the same (refused) request once an operator approves both sides; the member is told of each decision', async () => {
    expect(await decide(back, 'approve')).toMatchObject({ value: { level: 'BASIC', decidedBy: 'kyc-support' } });
    expect(await withdraw('15000', 'kyc-wd-1')).toMatchObject({ success: true, value: { status: 'pending', amount: '15000.0000' } });
    const status = (await asMember(player, 'GET', '/wps/kyc/status')).json().value;
    expect(status.level).toBe('BASIC');
    expect(status.settings).toMatchObject({ withdrawBasicOver: '10000', depositsFullOver: '100000' });
    await t.features.outbox.nudge();
    const notices = (await t.features.notifications.service.since(demo.merchantId, demo.memberId, 0)).filter((n) => n.type === 'KYC');
    expect(notices.map((n) => n.data.success)).toEqual([true, true]);
  });

  it('a second decision on the same document is refused: the first stands', async () => {
    expect(await decide(back, 'reject', 'blurred')).toMatchObject({ success: false, errorCode: 'kyc_document_decided' });
  });
});

describe('review, privacy and audit', () => {
  let id = 0;
  it('rejects with a reason and asks for another document with a note; both reach the member; both are audited', async () => {
    id = (await upload('PROOF_OF_ADDRESS', png)).value.id;
    expect(await decide(id, 'reject')).toMatchObject({ success: false, errorCode: 'kyc_reason_required' });
    expect(await decide(id, 'reject', 'Older than three months')).toMatchObject({
      value: { status: 'REJECTED', reason: 'Older than three months' },
    });
    const again = (await upload('PROOF_OF_ADDRESS', jpeg)).value.id;
    expect(await decide(again, 'request_more', 'Please send a bank statement')).toMatchObject({ value: { status: 'MORE_REQUESTED' } });
    const docs = (await asMember(player, 'GET', '/wps/kyc/status')).json().value.documents;
    expect(docs).toContainEqual(
      expect.objectContaining({ type: 'PROOF_OF_ADDRESS', status: 'MORE_REQUESTED', reason: 'Please send a bank statement' }),
    );
    const audit = await t.features.ops.service.auditPage(demo.merchantId, { operator: 'kyc-support', page: 1, size: 50 });
    const decisions = audit.items.filter((e) => e.action.includes('/kyc/documents/'));
    expect(decisions.length).toBeGreaterThanOrEqual(4);
    expect(decisions.map((e) => (e.after as { status?: string }).status)).toEqual(
      expect.arrayContaining(['APPROVED', 'REJECTED', 'MORE_REQUESTED']),
    );
  });

  it('the queue lists pending documents with paging', async () => {
    await upload('SELFIE', png);
    const page = (await asOps(staff.kyc, 'GET', '/kyc/documents?size=1&page=1')).json().value;
    expect(page).toMatchObject({ page: 1, size: 1 });
    expect(page.list).toHaveLength(1);
    const all = (await asOps(staff.kyc, 'GET', `/kyc/documents?size=${page.total}`)).json().value.list;
    expect(all.every((d: { status: string }) => d.status === 'PENDING')).toBe(true);
    expect(all).toContainEqual(expect.objectContaining({ type: 'SELFIE', status: 'PENDING', account: 'player01' }));
  });

  it('serves the image to its member and to an operator with the kyc permission only', async () => {
    const mine = await asMember(player, 'GET', `/wps/kyc/documents/${id}/image`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toContain('no-store');
    const ops = await asOps(staff.kyc, 'GET', `/kyc/documents/${id}/image`);
    expect(ops.statusCode).toBe(200);
    expect(ops.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Another member, a finance operator, another merchant's admin: none of them.
    expect((await asMember(other, 'GET', `/wps/kyc/documents/${id}/image`)).statusCode).toBe(404);
    expect((await asOps(staff.finance, 'GET', `/kyc/documents/${id}/image`)).statusCode).toBe(403);
    expect((await asOps(staff.finance, 'GET', '/kyc/documents')).statusCode).toBe(403);
    expect((await asOps(staff.finance, 'POST', `/kyc/documents/${id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    expect((await asOps(staff.acme, 'GET', `/kyc/documents/${id}/image`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/wps/kyc/documents/${id}/image`, headers: headers('demo') })).statusCode).toBe(401);
  });
});

describe('date of birth at registration', () => {
  let seq = 0;
  async function register(username: string, extra: object, language = 'EN') {
    const device = { 'device-id': randomUUID() };
    await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: { ...headers('demo', language), ...device },
      payload: await encrypted(t, { username, password: 'abc12345', confirmPassword: 'abc12345', captcha: 'wxyz', agreed: true, ...extra }),
      remoteAddress: `10.78.0.${++seq}`,
    });
    return res.json();
  }
  const exists = async (account: string) => !!(await t.features.accounts.service.findByAccount(demo.merchantId, account));

  it('where the merchant requires it: refused without a date and under the minimum age, localised; accepted of age', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/kyc/settings',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { minimumAge: 21, dobRequired: true, withdrawBasicOver: '10000', withdrawFullOver: null, depositsFullOver: '100000' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { minimumAge: 21, dobRequired: true } });
    expect((await t.app.inject({ method: 'GET', url: '/wps/kyc/registration', headers: headers('demo') })).json().value).toEqual({
      dobRequired: true,
      minimumAge: 21,
    });
    const today = t.clock.now();
    const yearsAgo = (n: number, days = 0) => {
      const d = new Date(Date.UTC(today.getUTCFullYear() - n, today.getUTCMonth(), today.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    expect(await register('kycnodob01', {})).toMatchObject({ success: false, errorCode: 'kyc_dob_required' });
    expect(await register('kycyoung01', { dateOfBirth: yearsAgo(21, 1) }, 'TH')).toMatchObject({
      success: false,
      errorCode: 'kyc_under_age',
      message: 'ต้องมีอายุอย่างน้อย 21 ปีจึงจะลงทะเบียนได้',
    });
    expect(await register('kycbad01', { dateOfBirth: '2001-02-30' })).toMatchObject({ errorCode: 'kyc_dob_invalid' });
    expect(await exists('kycnodob01')).toBe(false);
    expect(await exists('kycyoung01')).toBe(false);
    expect(await register('kycadult01', { dateOfBirth: yearsAgo(21) })).toMatchObject({ success: true });
    expect(await exists('kycadult01')).toBe(true);
  });

  it("counts the age on the merchant's local date (Asia/Shanghai, UTC+8), not on UTC's", async () => {
    const minimum = { minimumAge: 21, dobRequired: false, withdrawBasicOver: null, withdrawFullOver: null, depositsFullOver: null };
    const put = { method: 'PUT', url: '/ops/merchants/demo/kyc/settings', headers: { authorization: `Bearer ${OPS_TOKEN}` } } as const;
    expect((await t.app.inject({ ...put, payload: minimum })).json().success).toBe(true);
    // 21 on 15 June 2026. At 23:00 on 14 June local (15:00 UTC) not yet.
    t.clock.set('2026-06-14T15:00:00Z');
    expect(await register('kyctz01', { dateOfBirth: '2005-06-15' })).toMatchObject({ success: false, errorCode: 'kyc_under_age' });
    // At 01:00 on 15 June local it is the birthday, though UTC still says 14 June.
    t.clock.set('2026-06-14T17:00:00Z');
    expect(await register('kyctz02', { dateOfBirth: '2005-06-15' })).toMatchObject({ success: true });
    expect(await exists('kyctz01')).toBe(false);
    expect(await exists('kyctz02')).toBe(true);
  });
});
