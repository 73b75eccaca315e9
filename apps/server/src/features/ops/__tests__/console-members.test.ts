import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';
import { operator } from './ops.console.helpers.js';

let t: TestApp;
let merchantId = 0;
const tokens = { admin: '', support: '', readonly: '', other: '' };
const PASSWORD = 'opsm1234';

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  tokens.admin = (await operator(t, 'mem-admin', 'admin', 'demo')).token;
  tokens.support = (await operator(t, 'mem-support', 'support', 'demo')).token;
  tokens.readonly = (await operator(t, 'mem-read', 'read-only', 'demo')).token;
  tokens.other = (await operator(t, 'mem-acme', 'admin', 'acme')).token;
}, 120_000);
afterAll(() => t.close());

const ops = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/merchants/demo${url}`,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newMember(account: string, extra: { uplineId?: number; mobile?: string } = {}) {
  return t.features.accounts.service.createMember({
    merchantId,
    account,
    password: PASSWORD,
    passwordIsDefault: false,
    uplineId: extra.uplineId ?? null,
    mobile: extra.mobile ? { countryCode: '86', number: extra.mobile } : null,
  });
}
const signIn = (account: string, password = PASSWORD) => login(t, 'demo', { username: account, password });
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', token) });

describe('member search and profile', () => {
  it('finds members by account prefix, mobile digits and status, a page at a time', async () => {
    await newMember('srchalpha1', { mobile: '13900001111' });
    await newMember('srchalpha2');
    await newMember('srchbeta1');
    const byPrefix = (await ops('GET', '/members?account=SRCHALPHA&size=1', tokens.support)).json().value;
    expect(byPrefix.total).toBe(2);
    expect(byPrefix.items).toHaveLength(1);
    const byMobile = (await ops('GET', '/members?mobile=00001111', tokens.support)).json().value;
    expect(byMobile.items.map((m: { account: string }) => m.account)).toEqual(['srchalpha1']);
    expect(byMobile.items[0]).toMatchObject({ status: 'active', mobile: '+86 13900001111', type: 0 });
    // `%` is taken literally, not as a wildcard.
    expect((await ops('GET', '/members?account=srch%25', tokens.support)).json().value.total).toBe(0);
    const locked = (await ops('GET', '/members?status=locked&account=srch', tokens.support)).json().value;
    expect(locked.total).toBe(0);
  });

  it('answers the profile with balance, bound second factors and team size', async () => {
    const agent = await newMember('profagent');
    await newMember('profdown1', { uplineId: agent.id });
    await t.features.twoFactor.service.enrolPayee(merchantId, agent.id, 'Pro Agent');
    const res = await ops('GET', '/members/profagent', tokens.support);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      account: 'profagent',
      status: 'active',
      twoFactor: ['P'],
      teamSize: 1,
      passwordIsDefault: false,
      balance: { sumBalance: expect.any(String) },
    });
    expect((await ops('GET', '/members/profdown1', tokens.support)).json().value.upline).toBe('profagent');
    const missing = await ops('GET', '/members/nobody-here', tokens.support);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('ops_member_not_found');
  });

  it('refuses a read-only operator and an operator of another merchant', async () => {
    expect((await ops('GET', '/members', tokens.readonly)).statusCode).toBe(403);
    expect((await ops('GET', '/members', tokens.other)).statusCode).toBe(403);
  });
});

describe('lock and unlock', () => {
  it('locking ends the sessions and refuses sign-in with the locked message; unlocking lets them back', async () => {
    await newMember('lockme1');
    const token = (await signIn('lockme1')).body.value.token as string;
    expect((await info(token)).statusCode).toBe(200);

    const lock = await ops('POST', '/members/lockme1/lock', tokens.support, { reason: 'chargeback fraud' });
    expect(lock.json().value).toEqual({ account: 'lockme1', status: 'locked', sessionsEnded: 1 });
    expect((await info(token)).statusCode).toBe(401);
    const refused = await signIn('lockme1');
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'account_suspended',
      message: 'This account is locked. Please contact customer service.',
    });
    const profile = (await ops('GET', '/members/lockme1', tokens.support)).json().value;
    expect(profile).toMatchObject({ status: 'locked', statusReason: 'chargeback fraud' });

    const audit = (await ops('GET', '/audit?operator=mem-support&action=%2Flock&size=1', tokens.admin)).json().value.items[0];
    expect(audit.before).toMatchObject({ account: 'lockme1', status: 'active' });
    expect(audit.after).toMatchObject({ account: 'lockme1', status: 'locked' });
    expect(audit.detail.body).toEqual({ reason: 'chargeback fraud' });

    await ops('POST', '/members/lockme1/unlock', tokens.support, { reason: 'cleared by risk team' });
    expect((await signIn('lockme1')).body.success).toBe(true);
  });

  it('a blank reason is refused, localised, and nothing changes', async () => {
    await newMember('lockme2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/members/lockme2/lock',
      headers: { authorization: `Bearer ${tokens.support}`, language: 'CN' },
      payload: { reason: '  ' },
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'ops_reason_required', message: '请填写原因（至少 3 个字）。' });
    expect((await signIn('lockme2')).body.success).toBe(true);
  });
});

describe('sessions', () => {
  it('lists live sessions and ends one or all; the next request of an ended one is signed out', async () => {
    await newMember('sessme1');
    const a = (await signIn('sessme1')).body.value.token as string;
    const b = (await signIn('sessme1')).body.value.token as string;
    const list = (await ops('GET', '/members/sessme1/sessions', tokens.support)).json().value;
    expect(list).toHaveLength(2);
    // The later sign-in (b) has the larger id.
    const newest = list.reduce((x: { id: string }, y: { id: string }) => (Number(y.id) > Number(x.id) ? y : x));
    const one = await ops('POST', '/members/sessme1/sessions/end', tokens.support, { reason: 'member asked', sessionId: newest.id });
    expect(one.json().value).toEqual({ ended: 1 });
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(a)).statusCode).toBe(200);
    const again = await ops('POST', '/members/sessme1/sessions/end', tokens.support, { reason: 'member asked', sessionId: newest.id });
    expect(again.json().errorCode).toBe('ops_session_not_found');
    const all = await ops('POST', '/members/sessme1/sessions/end', tokens.support, { reason: 'suspicious logins' });
    expect(all.json().value).toEqual({ ended: 1 });
    expect((await info(a)).statusCode).toBe(401);
  });

  it("a session of another member cannot be ended through this member's account", async () => {
    await newMember('sessme2');
    await newMember('sessme3');
    const other = (await signIn('sessme3')).body.value.token as string;
    const [theirs] = (await ops('GET', '/members/sessme3/sessions', tokens.support)).json().value;
    const res = await ops('POST', '/members/sessme2/sessions/end', tokens.support, { reason: 'wrong member', sessionId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect((await info(other)).statusCode).toBe(200);
  });
});

describe('password and two-factor resets', () => {
  it('support may not reset a password; nothing changes', async () => {
    await newMember('resetme1');
    const res = await ops('POST', '/members/resetme1/reset-password', tokens.support, { reason: 'forgot it' });
    expect(res.statusCode).toBe(403);
    expect((await signIn('resetme1')).body.success).toBe(true);
  });

  it('an admin reset answers a one-time password that signs in only to the forced change; the audit never holds it', async () => {
    await newMember('resetme2');
    const old = (await signIn('resetme2')).body.value.token as string;
    const res = await ops('POST', '/members/resetme2/reset-password', tokens.admin, { reason: 'verified by phone call' });
    const { temporaryPassword, sessionsEnded } = res.json().value;
    expect(temporaryPassword).toMatch(/^[a-z0-9]{10}$/);
    expect(sessionsEnded).toBe(1);
    expect((await info(old)).statusCode).toBe(401);
    expect((await signIn('resetme2')).body.success).toBe(false);
    const next = (await signIn('resetme2', temporaryPassword)).body;
    expect(next.value).toMatchObject({ mustChangePassword: true });
    expect((await ops('GET', '/members/resetme2', tokens.support)).json().value.passwordIsDefault).toBe(true);
    const audit = (await ops('GET', '/audit?action=reset-password&size=1', tokens.admin)).json().value.items[0];
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('an admin turns off every second factor so the member can bind again; support may not', async () => {
    const m = await newMember('twofa1');
    await t.features.twoFactor.service.enrolPayee(merchantId, m.id, 'Two Fa');
    expect((await ops('POST', '/members/twofa1/two-factor/reset', tokens.support, { reason: 'lost phone' })).statusCode).toBe(403);
    expect(await t.features.twoFactor.service.enrolled(merchantId, m.id)).toEqual(['P']);
    const res = await ops('POST', '/members/twofa1/two-factor/reset', tokens.admin, { reason: 'lost phone' });
    expect(res.json().value).toEqual({ removed: ['P'] });
    expect(await t.features.twoFactor.service.enrolled(merchantId, m.id)).toEqual([]);
  });
});
