import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encrypted, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { bettor, STAKE } from '../../../workflows/__tests__/bets.fixture.js';

// Issue 27 / ADR 065, second half: while a time-out or self-exclusion runs the member gets no
// marketing (popups, members' notices, operators' inbox messages), and a new registration with
// their mobile or e-mail is refused, in the request's language.
let t: TestApp;
let merchantId: number;
let seq = 0;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  await t.features.system.service.setFlags(merchantId, { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false });
  await t.features.promotions.service.addPopup(merchantId, {
    title: 'Weekend bonus',
    content: '<p>100%</p>',
    execution: 'F',
    sort: 0,
    startsAt: null,
    endsAt: null,
  });
}, 120_000);
afterAll(() => t?.close());

/** A member with a mobile and an e-mail; `excluded` starts a time-out first. */
async function member(excluded: boolean) {
  const n = ++seq;
  const account = `sgm${n}x${Date.now() % 100000}`;
  const mobile = `1365${String(Date.now() % 10000).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const m = await t.features.accounts.service.create({ merchantId, account, nickname: account, password: 'abc12345' });
  expect(await t.features.accounts.service.setMobile(merchantId, m.id, '86', mobile)).toBe('ok');
  await t.features.accounts.service.setEmail(merchantId, m.id, `${account}@Example.com`);
  if (excluded) await t.features.saferGambling.service.exclude(merchantId, m.id, { kind: 'timeout', days: 7 });
  return { id: m.id, account, mobile, email: `${account}@example.com` };
}

async function register(payload: object, language = 'EN') {
  const device = { 'device-id': crypto.randomUUID() };
  await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers: { ...headers('demo', language), ...device },
    payload: await encrypted(t, {
      username: `new${Math.random().toString(36).slice(2, 9)}`,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: 'wxyz',
      agreed: true,
      registerMethod: 'WEB',
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
      ...payload,
    }),
    remoteAddress: `10.77.0.${++ip}`,
  });
  return res.json() as { success: boolean; errorCode: string | null; message: string };
}

describe('marketing stops while an exclusion runs', () => {
  it('no popups and no members’ notices for the excluded member; others still get them', async () => {
    const [out, other] = [await member(true), await member(false)];
    expect(await t.features.saferGambling.service.marketingAllowed(merchantId, out.id)).toBe(false);
    expect(await t.features.saferGambling.service.marketingAllowed(merchantId, other.id)).toBe(true);
    expect(await t.features.promotions.service.popups(merchantId, out.id, 'EN')).toEqual([]);
    expect((await t.features.promotions.service.popups(merchantId, other.id, 'EN')).map((p) => p.title)).toContain('Weekend bonus');
    await t.features.inbox.service.publishNotice(merchantId, {
      type: 'PR',
      groupName: 'w_member',
      title: 'Members only',
      content: 'bonus',
    } as Parameters<typeof t.features.inbox.service.publishNotice>[1]);
    expect(await t.features.inbox.service.announcements(merchantId, out.id, 'EN')).toEqual([]);
    expect((await t.features.inbox.service.announcements(merchantId, other.id, 'EN')).map((n) => n.title)).toContain('Members only');
  });

  it('an operator’s inbox message leaves the excluded member out; a service message still reaches them', async () => {
    const [out, other] = [await member(true), await member(false)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/inbox/messages',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { accounts: [out.account, other.account], title: 'Reload bonus', content: 'Deposit today' },
    });
    // Counted as sent to the one it reached; the operator does not learn who chose a break.
    expect(res.json().value).toMatchObject({ sent: 1, unknownAccounts: [] });
    expect(await t.features.inbox.service.unreadCount(merchantId, out.id)).toBe(0);
    expect(await t.features.inbox.service.unreadCount(merchantId, other.id)).toBe(1);
    await t.features.inbox.service.send(merchantId, { accounts: [out.account], title: 'Your feedback', content: 'Answered' });
    expect(await t.features.inbox.service.unreadCount(merchantId, out.id)).toBe(1);
  });
});

describe('registration with an excluded member’s details', () => {
  it('refuses the same mobile, localised, and before "mobile taken"', async () => {
    const out = await member(true);
    const en = await register({ mobileNum: out.mobile });
    expect(en).toMatchObject({ success: false, errorCode: 'sg_registration_refused' });
    expect(en.message).toMatch(/self-exclusion/);
    const cn = await register({ mobileNum: out.mobile }, 'CN');
    expect(cn.message).toMatch(/自我禁制/);
    for (const language of ['TW', 'JA', 'TH', 'VI']) {
      const r = await register({ mobileNum: out.mobile }, language);
      expect(r.errorCode).toBe('sg_registration_refused');
      expect(r.message).not.toBe(cn.message);
    }
  });

  it('refuses the same e-mail in any case; a member not excluded only hits the ordinary duplicate rules', async () => {
    const out = await member(true);
    await expect(
      t.features.excludedIdentity.assertRegistration(merchantId, { mobile: null, email: out.email.toUpperCase(), idNumber: null }),
    ).rejects.toMatchObject({ code: 'sg_registration_refused' });
    const other = await member(false);
    await expect(
      t.features.excludedIdentity.assertRegistration(merchantId, {
        mobile: { countryCode: '86', number: other.mobile },
        email: other.email,
        idNumber: null,
      }),
    ).resolves.toBeUndefined();
    expect((await register({ mobileNum: other.mobile })).errorCode).not.toBe('sg_registration_refused');
  });
});

describe('operator console (read-only)', () => {
  const ops = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json();

  it("shows a member's limits, pending raise, exclusion and the history of each change; KYC apart", async () => {
    const m = await member(false);
    const sg = t.features.saferGambling.service;
    await sg.setLimit(merchantId, m.id, { kind: 'deposit', period: 'day', amount: '50' });
    await sg.setLimit(merchantId, m.id, { kind: 'deposit', period: 'day', amount: '80' });
    await sg.exclude(merchantId, m.id, { kind: 'timeout', days: 2 });
    const view = await ops(`/ops/merchants/demo/safer-gambling/members/${m.account}`);
    expect(view.success).toBe(true);
    const day = view.value.overview.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day');
    expect(day).toMatchObject({ amount: '50.0000', pending: { amount: '80.0000' } });
    expect(view.value.overview.exclusion).toMatchObject({ kind: 'timeout' });
    expect(view.value.history.map((h: { event: string }) => h.event)).toEqual(['limit_set', 'limit_pending', 'exclusion']);
    expect(view.value.history[1]).toMatchObject({ kind: 'deposit', period: 'day', amount: '80.0000' });
    const kyc = await ops(`/ops/merchants/demo/safer-gambling/members/${m.account}/kyc`);
    expect(kyc).toMatchObject({ success: true, value: { level: 'NONE' } });
    expect((await ops('/ops/merchants/demo/safer-gambling/members/nobody-here')).success).toBe(false);
  });

  it('lists the members a limit gate refused in a date range, paged', async () => {
    const m = await member(false);
    const sg = t.features.saferGambling.service;
    await sg.setLimit(merchantId, m.id, { kind: 'deposit', period: 'week', amount: '30' });
    // Through the cashier: the refusal's report line commits with the request's transaction, which inserts nothing else.
    const ask = { amount: '40', reference: 'r', channel: 'manual', key: `k-${m.id}` };
    await expect(t.features.cashier.service.deposit(merchantId, m.id, ask)).rejects.toMatchObject({ code: 'sg_deposit_limit_reached' });
    // The test app's clock, not the wall clock, dates the refusal.
    const day = t.clock.now().toISOString().slice(0, 10);
    const page = await ops(`/ops/merchants/demo/safer-gambling/refusals?from=${day}&to=${day}&size=5`);
    expect(page.value.list[0]).toMatchObject({ account: m.account, gate: 'deposit', kind: 'deposit', period: 'week', amount: '40.0000' });
    expect(page.value).toMatchObject({ page: 1, size: 5 });
    const before = await ops('/ops/merchants/demo/safer-gambling/refusals?from=2020-01-01&to=2020-01-02');
    expect(before.value).toMatchObject({ list: [], total: 0 });
  });

  it('a bet refused by a limit is reported once its transaction has rolled back', async () => {
    const b = await bettor(t, merchantId, `sgr${Date.now() % 100000}`);
    await t.features.saferGambling.service.setLimit(merchantId, b.memberId, { kind: 'wager', period: 'day', amount: '5' });
    const spin = await t.app.inject({
      method: 'POST',
      url: '/wps/house/slot/spin',
      headers: b.headers,
      payload: { amount: STAKE, key: `sgr-${b.memberId}` },
    });
    expect(spin.json()).toMatchObject({ success: false, errorCode: 'sg_bet_limit_reached' });
    const day = t.clock.now().toISOString().slice(0, 10);
    await expect
      .poll(async () => (await ops(`/ops/merchants/demo/safer-gambling/refusals?from=${day}&to=${day}&size=100`)).value.list)
      .toContainEqual(expect.objectContaining({ memberId: b.memberId, gate: 'bet', kind: 'wager', period: 'day', amount: '10.0000' }));
  });
});
