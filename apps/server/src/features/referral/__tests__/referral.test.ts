import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encrypted, headers, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { approvedDeposit, freshMember } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
let seq = 0;

describe.each(engines)('referral on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database, captchaText: 'wxyz' });
    // Username registration without an SMS code, as the registration tests set it up.
    await t.features.system.service.setFlags((await t.features.system.service.merchantByCode('demo'))!.id, {
      USERNAMEREG3: true,
      REGMOBVERF3: false,
    });
  }, 60_000);
  afterAll(() => t?.close());

  /** Registers through the API as the web form does, with the referral code from an invite link. */
  async function registerWith(referralCode: string) {
    const device = { 'device-id': crypto.randomUUID() };
    await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
    const username = `ref${Math.random().toString(36).slice(2, 9)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: { ...headers('demo'), ...device },
      payload: await encrypted(t, {
        username,
        mobileNum: `139${String(++seq).padStart(8, '0')}`,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        captcha: 'wxyz',
        agreed: true,
        registerMethod: 'WEB',
        registerUrl: 'http://localhost/register',
        domain: 'localhost',
        referralCode,
      }),
      remoteAddress: `10.7.0.${seq}`,
    });
    expect(res.json(), JSON.stringify(res.json())).toMatchObject({ success: true });
    const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    return { merchantId, memberId: (await t.features.accounts.service.findByAccount(merchantId, username))!.id, username };
  }
  const page = async (h: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/wps/referral', headers: h })).json();

  it('a member has one stable invite code; members registering with it are listed, masked', async () => {
    const referrer = await freshMember(t, `referrer${database.slice(0, 2)}`);
    const first = (await page(referrer.headers)).value;
    expect(first.code).toMatch(/^R[A-Z2-9]{7}$/);
    expect((await page(referrer.headers)).value.code).toBe(first.code);
    expect(first.members).toEqual([]);
    const joined = await registerWith(first.code.toLowerCase()); // codes are case-insensitive
    await registerWith('RNOSUCH1'); // an unknown code links nobody
    const members = (await page(referrer.headers)).value.members;
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ rewarded: false, reward: null });
    expect(members[0].account).toBe(`${joined.username.slice(0, 2)}***${joined.username.slice(-2)}`);
  });

  it('the referred member’s first deposit pays the referrer once, even when reported concurrently and again', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/referral/settings',
      headers: ops,
      payload: { enabled: true, reward: '25', minDeposit: '50' },
    });
    expect(put.json().value).toEqual({ enabled: true, reward: '25.0000', minDeposit: '50.0000' });
    const referrer = await freshMember(t, `payer${database.slice(0, 2)}`);
    const joined = await registerWith((await page(referrer.headers)).value.code);
    await approvedDeposit(t, joined, '20', `small-${database}`); // under the minimum: no reward yet
    expect(await referrer.balance()).toBe('0.0000');
    await approvedDeposit(t, joined, '100', `first-${database}`);
    await expect.poll(() => referrer.balance()).toBe('25.0000');
    const again = await Promise.all(Array.from({ length: 5 }, () => t.features.referral.service.deposited({ ...joined, amount: '100' })));
    expect(again.every((paid) => paid === false)).toBe(true);
    await approvedDeposit(t, joined, '300', `second-${database}`);
    expect(await referrer.balance()).toBe('25.0000');
    const p = (await page(referrer.headers)).value;
    expect(p).toMatchObject({ totalReward: '25.0000', members: [{ rewarded: true, reward: '25.0000' }] });
    expect((await t.features.wallet.service.reconcile(joined.merchantId)).ok).toBe(true);
  });

  it('concurrent first-deposit reports pay once', async () => {
    const referrer = await freshMember(t, `racer${database.slice(0, 2)}`);
    const joined = await registerWith((await page(referrer.headers)).value.code);
    const paid = await Promise.all(Array.from({ length: 6 }, () => t.features.referral.service.deposited({ ...joined, amount: '80' })));
    expect(paid.filter(Boolean)).toHaveLength(1);
    expect(await referrer.balance()).toBe('25.0000');
  });

  it('switched off by the operator: the page says so and deposits pay nothing', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/referral/settings',
      headers: ops,
      payload: { enabled: false, reward: '25', minDeposit: '0' },
    });
    const referrer = await freshMember(t, `offref${database.slice(0, 2)}`);
    expect(await page(referrer.headers)).toMatchObject({ success: false, errorCode: 'referral_disabled' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/referral/settings',
      headers: ops,
      payload: { enabled: true, reward: '-1', minDeposit: '0' },
    });
    expect(bad.json().success).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/referral/settings', headers: ops })).json().value.enabled).toBe(
      false,
    );
  });
});
