import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../../workflows/seed-demo.js';
import { codeAt, operator, opsLogin, PASSWORD } from './ops.console.helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, language: 'EN' } });
const send = (method: 'PUT' | 'POST', url: string, token: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}`, language: 'EN' } });
/** The database's own words when it refuses a statement (drizzle wraps them in `cause`). */
async function refusal(app: TestApp, statement: SQL): Promise<string> {
  try {
    await app.database.db.execute(statement);
    return 'accepted';
  } catch (err) {
    return `${(err as Error).message} ${((err as Error).cause as Error | undefined)?.message ?? ''}`;
  }
}
const nextStep = () => t.clock.advance(30_000);

describe('operator sign-in', () => {
  it('the seeded demo operator signs in with password and TOTP and sees who they are', async () => {
    const res = await opsLogin(t, 'opsdemo', DEMO_OPS_PASSWORD, codeAt(DEMO_OPS_TOTP_SECRET, t.clock.now()));
    expect(res.statusCode).toBe(200);
    const { token } = res.json().value;
    const me = (await get('/ops/auth/me', token)).json().value;
    expect(me).toMatchObject({ username: 'opsdemo', role: 'admin', merchantCode: 'demo' });
    expect(me.permissions).toContain('finance');
    await send('POST', '/ops/auth/logout', token, {});
    expect((await get('/ops/auth/me', token)).statusCode).toBe(401);
  });

  it('requires the TOTP code: missing is a validation error, wrong or replayed is refused', async () => {
    const op = await operator(t, 'totp-op', 'read-only', 'demo');
    nextStep();
    const missing = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'totp-op', password: PASSWORD } });
    expect(missing.statusCode).toBe(400);
    const wrong = await opsLogin(t, 'totp-op', PASSWORD, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errorCode: 'ops_login_failed',
      message: 'The username, password or authenticator code is wrong.',
    });
    const code = codeAt(op.secret, t.clock.now());
    expect((await opsLogin(t, 'totp-op', PASSWORD, code)).statusCode).toBe(200);
    // The same code a second time (someone who saw it) is refused.
    expect((await opsLogin(t, 'totp-op', PASSWORD, code)).json().errorCode).toBe('ops_login_failed');
  });

  it('refuses a wrong password and locks the account after five failures, even with the right password', async () => {
    const op = await operator(t, 'lock-op', 'finance', 'demo');
    for (let i = 0; i < 5; i++) {
      nextStep();
      const res = await opsLogin(t, 'lock-op', 'wrong password!', codeAt(op.secret, t.clock.now()));
      expect(res.statusCode).toBe(401);
    }
    nextStep();
    const locked = await opsLogin(t, 'lock-op', PASSWORD, codeAt(op.secret, t.clock.now()), undefined);
    expect(locked.json().errorCode).toBe('ops_locked');
    t.clock.advance(16 * 60_000);
    expect((await opsLogin(t, 'lock-op', PASSWORD, codeAt(op.secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('an unknown username answers exactly like a wrong password', async () => {
    const res = await opsLogin(t, 'nobody-here', PASSWORD, '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('ops_login_failed');
  });

  it('a session ends after 30 idle minutes', async () => {
    const op = await operator(t, 'idle-op', 'support', 'demo');
    t.clock.advance(29 * 60_000);
    expect((await get('/ops/auth/me', op.token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000); // active a moment ago: still on
    expect((await get('/ops/auth/me', op.token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await get('/ops/auth/me', op.token)).statusCode).toBe(401);
    expect((await get('/ops/merchants/demo/audit', op.token)).statusCode).toBe(401);
  });

  it("keeps a merchant's operators to its IP allow-list", async () => {
    const admin = await operator(t, 'acme-ip-admin', 'admin', 'acme');
    const other = await t.features.ops.service.createOperator({
      username: 'acme-ip-other',
      password: PASSWORD,
      role: 'read-only',
      merchantId: (await t.features.system.service.merchantByCode('acme'))!.id,
    });
    expect((await send('PUT', '/ops/merchants/acme/ip-allow-list', admin.token, { entries: ['10.0.0.0/8'] })).statusCode).toBe(200);
    nextStep();
    const outside = await opsLogin(t, 'acme-ip-other', PASSWORD, codeAt(other.totpSecret, t.clock.now()), '192.168.1.5');
    expect(outside.json().errorCode).toBe('ops_ip_not_allowed');
    nextStep();
    const inside = await opsLogin(t, 'acme-ip-other', PASSWORD, codeAt(other.totpSecret, t.clock.now()), '10.1.2.3');
    expect(inside.statusCode).toBe(200);
    // The admin's own session, from 127.0.0.1, is now outside the list as well.
    expect((await get('/ops/merchants/acme/audit', admin.token)).statusCode).toBe(403);
  });
});

describe('audit trail', () => {
  it('records before and after of a flag switch, a banner edit and a deposit approval, and finds them by search', async () => {
    const op = await operator(t, 'audit-admin', 'admin', 'demo');
    await send('PUT', '/ops/merchants/demo/flags', op.token, { FEEDBACK3: false });
    const [banner] = (await get('/ops/merchants/demo/banners', op.token)).json().value;
    const edited = await send('PUT', `/ops/merchants/demo/banners/${banner.bannerId}`, op.token, {
      url: '/promo/edited.svg',
      linkageType: 'URL',
      linkage: '',
      groupName: banner.groupName,
      sort: banner.sort,
    });
    expect(edited.json().value.url).toBe('/promo/edited.svg');
    const member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const dep = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: authed('demo', member),
      payload: { amount: '150', reference: 'TX-AUDIT-1', key: 'audit-deposit-1' },
    });
    const queue = (await get('/ops/merchants/demo/cashier/requests?kind=deposit', op.token)).json().value;
    expect(queue).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: dep.json().value.id, account: 'player01', amount: '150.0000' })]),
    );
    await send('POST', `/ops/merchants/demo/cashier/${dep.json().value.id}/approve`, op.token, { remarks: 'seen on statement' });

    const page = (await get('/ops/merchants/demo/audit?operator=audit-admin', op.token)).json().value;
    expect(page.total).toBe(3);
    const [approve, bannerEdit, flags] = page.items;
    expect(flags.before.FEEDBACK3).toBe(true);
    expect(flags.after.FEEDBACK3).toBe(false);
    expect(bannerEdit.before.url).toBe(banner.url);
    expect(bannerEdit.after.url).toBe('/promo/edited.svg');
    expect(approve.before.status).toBe('pending');
    expect(approve.after).toMatchObject({ status: 'approved', remarks: 'seen on statement' });

    const byAction = (await get('/ops/merchants/demo/audit?action=banners&operator=audit-admin', op.token)).json().value;
    expect(byAction.items.map((e: { action: string }) => e.action)).toEqual(['PUT /ops/merchants/:code/banners/:id']);
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    expect((await get(`/ops/merchants/demo/audit?from=${encodeURIComponent(future)}`, op.token)).json().value.total).toBe(0);
    const paged = (await get('/ops/merchants/demo/audit?operator=audit-admin&size=2&page=2', op.token)).json().value;
    expect(paged.items).toHaveLength(1);
    await send('PUT', '/ops/merchants/demo/flags', op.token, { FEEDBACK3: true });
  });

  it('keeps secrets out of the audit: a new operator is recorded without password or TOTP secret', async () => {
    const op = await operator(t, 'maker-admin', 'admin', 'demo');
    const res = await send('POST', '/ops/merchants/demo/operators', op.token, {
      username: 'made-op',
      password: 'a long password',
      role: 'content',
    });
    expect(res.json().value.totpSecret).toMatch(/^[A-Z2-7]+$/);
    const [entry] = (await get('/ops/merchants/demo/audit?operator=maker-admin&size=1', op.token)).json().value.items;
    const text = JSON.stringify(entry);
    expect(text).not.toContain('a long password');
    expect(text).not.toContain(res.json().value.totpSecret);
  });

  it('audit rows cannot be updated or deleted (PGlite)', async () => {
    await t.features.ops.repo.audit({ merchantId: 1, action: 'TEST', actor: 'ops-token', detail: {} });
    expect(await refusal(t, sql`update ops_audit set actor = 'someone else'`)).toMatch(/append-only/);
    expect(await refusal(t, sql`delete from ops_audit`)).toMatch(/append-only/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('audit trail on PostgreSQL', () => {
  it('audit rows cannot be updated or deleted', async () => {
    const pg = await createTestApp({ database: 'postgres' });
    try {
      await pg.features.ops.repo.audit({ merchantId: 1, action: 'TEST', actor: 'ops-token', detail: {} });
      expect(await refusal(pg, sql`update ops_audit set actor = 'someone else'`)).toMatch(/append-only/);
      expect(await refusal(pg, sql`delete from ops_audit`)).toMatch(/append-only/);
    } finally {
      await pg.close();
    }
  }, 180_000);
});
