import { DEFAULT_REGISTER_RULES } from '@arcadia/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/crypto/password.js';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';
import { PASSWORD } from '../../../test/reward-members.js';

/**
 * firstLogin (issue 25, docs/adr/058): after the very first login a member is welcomed once and
 * asked for the profile items the registration rules require but they have not filled; closing it
 * is remembered on the server, and members who signed in before never see it.
 */
describe('first-login welcome', () => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    // The merchant requires an e-mail and a payee name (as an operator sets it in the console).
    const rules = DEFAULT_REGISTER_RULES.map((r) =>
      r.key === 'email' || r.key === 'payeeName' ? { ...r, enabled: true, required: true } : r,
    );
    await t.features.system.service.setRegisterRules(merchantId, rules);
  }, 900_000);
  afterAll(() => t?.close());

  const member = async (account: string, contact: Record<string, string> = {}) => {
    await t.features.accounts.service.create({
      merchantId,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      contact,
    });
    const res = await login(t, 'demo', { username: account, password: PASSWORD });
    expect(res.body.success).toBe(true);
    return { firstTimeLogin: res.body.value.firstTimeLogin as boolean, headers: authed('demo', res.body.value.token as string) };
  };
  const welcome = async (h: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/wps/member/first-login', headers: h })).json().value;

  it('is shown after the first login with the required items still empty, until the member closes it', async () => {
    const m = await member('welcome01');
    expect(m.firstTimeLogin).toBe(true);
    expect(await welcome(m.headers)).toEqual({ show: true, account: 'welcome01', missing: ['mobileNum', 'email', 'payeeName'] });
    // A second login (another device) still shows it: it has not been closed.
    const again = await login(t, 'demo', { username: 'welcome01', password: PASSWORD });
    expect((await welcome(authed('demo', again.body.value.token))).show).toBe(true);
    const closed = await t.app.inject({ method: 'POST', url: '/wps/member/first-login/dismiss', headers: m.headers });
    expect(closed.json()).toMatchObject({ success: true });
    expect((await welcome(m.headers)).show).toBe(false);
  });

  it('lists only what is missing: filled items are left out', async () => {
    const m = await member('welcome02', { email: 'w2@example.com' });
    expect(await welcome(m.headers)).toMatchObject({ show: true, missing: ['mobileNum', 'payeeName'] });
  });

  it('a member with every required item filled is not shown a welcome', async () => {
    const m = await member('welcome04', { email: 'w4@example.com', payeeName: 'W Four' });
    await t.database.db.execute(
      `update members set mobile_country_code = '86', mobile_number = '13900000044' where account = 'welcome04'` as never,
    );
    expect(await welcome(m.headers)).toEqual({ show: false, account: 'welcome04', missing: [] });
  });

  it('a member who had signed in before the welcome existed is not shown it', async () => {
    await t.features.accounts.service.create({
      merchantId,
      account: 'welcome03',
      nickname: 'w3',
      passwordHash: await hashPassword(PASSWORD),
    });
    // Their earlier login, from before first_login_at was recorded.
    const { memberId } = { memberId: (await t.features.accounts.service.findByAccount(merchantId, 'welcome03'))!.id };
    const row = await t.features.accounts.service.get(merchantId, memberId);
    await t.features.accounts.service.recordLogin(row);
    await t.database.db.execute(`update members set first_login_at = null where id = ${memberId}` as never);
    const res = await login(t, 'demo', { username: 'welcome03', password: PASSWORD });
    expect(res.body.value.firstTimeLogin).toBe(false);
    expect((await welcome(authed('demo', res.body.value.token))).show).toBe(false);
  });

  it('needs a member session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/first-login', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(401);
  });
});
