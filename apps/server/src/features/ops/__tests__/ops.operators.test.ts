import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { codeAt, operator, opsLogin, PASSWORD } from './ops.console.helpers.js';

let t: TestApp;
const admin = { token: '', id: 0 };
const tokens = { support: '', acmeAdmin: '' };
let acmeAdminId = 0;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(admin, await operator(t, 'opm-admin', 'admin', 'demo'));
  tokens.support = (await operator(t, 'opm-support', 'support', 'demo')).token;
  const acme = await operator(t, 'opm-acme', 'admin', 'acme');
  tokens.acmeAdmin = acme.token;
  acmeAdminId = acme.id;
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown, language = 'EN') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const demo = (method: Method, path: string, token = admin.token, payload?: unknown) =>
  call(method, `/ops/merchants/demo${path}`, token, payload);
const row = async (merchant: string, username: string) =>
  ((await call('GET', `/ops/merchants/${merchant}/operators`, OPS_TOKEN)).json().value as { username: string; id: number }[]).find(
    (o) => o.username === username,
  ) as Record<string, unknown> & { id: number };
const me = (token: string) => call('GET', '/ops/auth/me', token);
const nextStep = () => t.clock.advance(30_000);

async function create(username: string, role = 'support') {
  const res = await demo('POST', '/operators', admin.token, { username, password: PASSWORD, role });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; totpSecret: string };
}
async function signIn(username: string, secret: string) {
  nextStep();
  const res = await opsLogin(t, username, PASSWORD, codeAt(secret, t.clock.now()));
  return res.statusCode === 200 ? (res.json().value.token as string) : null;
}

describe('operator list and creation', () => {
  it('an admin creates an operator, who appears with role and status; the first sign-in dates "last sign-in"', async () => {
    const created = await create('opm-newbie');
    const before = await row('demo', 'opm-newbie');
    expect(before).toMatchObject({ role: 'support', status: 'active', openSessions: 0, lastSignInAt: null });
    expect(before).not.toHaveProperty('totpSecret');
    expect(await signIn('opm-newbie', created.totpSecret)).not.toBeNull();
    const after = await row('demo', 'opm-newbie');
    expect(after).toMatchObject({ openSessions: 1, lastSignInAt: t.clock.now().toISOString() });
  });

  it('refuses a username already taken, localised, and creates nothing', async () => {
    const res = await call(
      'POST',
      '/ops/merchants/demo/operators',
      admin.token,
      { username: 'OPM-NEWBIE', password: PASSWORD, role: 'admin' },
      'CN',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'ops_operator_taken', message: '该用户名已被使用。' });
    expect((await row('demo', 'opm-newbie')).role).toBe('support');
  });
});

describe('role, status, TOTP and sessions', () => {
  it('changes a role; the audit holds the row before and after', async () => {
    const { id } = await create('opm-roles', 'content');
    const res = await demo('PUT', `/operators/${id}/role`, admin.token, { role: 'finance' });
    expect(res.json().value).toMatchObject({ id, role: 'finance' });
    const [entry] = (await demo('GET', '/audit?operator=opm-admin&action=role&size=1')).json().value.items;
    expect(entry.before).toMatchObject({ id, role: 'content' });
    expect(entry.after).toMatchObject({ id, role: 'finance' });
  });

  it('disabling ends their sessions and refuses sign-in; enabling lets them back', async () => {
    const { id, totpSecret } = await create('opm-off');
    const token = (await signIn('opm-off', totpSecret))!;
    expect((await me(token)).statusCode).toBe(200);
    expect((await demo('POST', `/operators/${id}/disable`)).json().value).toMatchObject({ status: 'disabled', openSessions: 0 });
    expect((await me(token)).statusCode).toBe(401);
    expect(await signIn('opm-off', totpSecret)).toBeNull();
    expect((await demo('POST', `/operators/${id}/enable`)).json().value.status).toBe('active');
    expect(await signIn('opm-off', totpSecret)).not.toBeNull();
  });

  it('resetting TOTP answers a new secret once, ends sessions, and the old codes stop working', async () => {
    const { id, totpSecret } = await create('opm-totp');
    const token = (await signIn('opm-totp', totpSecret))!;
    const res = await demo('POST', `/operators/${id}/reset-totp`);
    const { totpSecret: fresh, totpUri, sessionsEnded } = res.json().value;
    expect(sessionsEnded).toBe(1);
    expect(fresh).not.toBe(totpSecret);
    expect(totpUri).toContain('otpauth://');
    expect((await me(token)).statusCode).toBe(401);
    expect(await signIn('opm-totp', totpSecret)).toBeNull();
    expect(await signIn('opm-totp', fresh)).not.toBeNull();
    const [entry] = (await demo('GET', '/audit?action=reset-totp&size=1')).json().value.items;
    expect(JSON.stringify(entry)).not.toContain(fresh);
  });

  it('ends every open session of an operator', async () => {
    const { id, totpSecret } = await create('opm-sess');
    const a = (await signIn('opm-sess', totpSecret))!;
    const b = (await signIn('opm-sess', totpSecret))!;
    expect((await demo('POST', `/operators/${id}/end-sessions`)).json().value).toEqual({ sessionsEnded: 2 });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await row('demo', 'opm-sess')).openSessions).toBe(0);
  });
});

describe('refusals leave everything as it was', () => {
  it('an operator may not disable or demote themself', async () => {
    for (const [method, path, body] of [
      ['POST', `/operators/${admin.id}/disable`, undefined],
      ['PUT', `/operators/${admin.id}/role`, { role: 'read-only' }],
    ] as const) {
      const res = await demo(method, path, admin.token, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'ops_operator_self', message: 'You cannot disable or demote yourself.' });
    }
    expect(await row('demo', 'opm-admin')).toMatchObject({ role: 'admin', status: 'active' });
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('the last active admin of a merchant cannot be disabled or demoted, even by the machine token', async () => {
    const acme = (path: string, method: Method = 'POST', body?: unknown) =>
      call(method, `/ops/merchants/acme/operators/${acmeAdminId}${path}`, OPS_TOKEN, body, 'TW');
    const admins = (
      (await call('GET', '/ops/merchants/acme/operators', OPS_TOKEN)).json().value as { role: string; status: string }[]
    ).filter((o) => o.role === 'admin' && o.status !== 'disabled');
    expect(admins).toHaveLength(1);
    for (const res of [await acme('/disable'), await acme('/role', 'PUT', { role: 'support' })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'ops_operator_last_admin',
        message: '這是商戶最後一位啟用中的管理員，不能停用或降級。',
      });
    }
    expect(await row('acme', 'opm-acme')).toMatchObject({ role: 'admin', status: 'active' });
    // With a second admin the first may go; then the second is the last one.
    const second = await call('POST', '/ops/merchants/acme/operators', OPS_TOKEN, {
      username: 'opm-acme2',
      password: PASSWORD,
      role: 'admin',
    });
    expect((await acme('/role', 'PUT', { role: 'support' })).json().value.role).toBe('support');
    const res = await call('POST', `/ops/merchants/acme/operators/${second.json().value.id}/disable`, OPS_TOKEN);
    expect(res.json().errorCode).toBe('ops_operator_last_admin');
  });

  it('refuses a role without admin, an operator of another merchant, and another merchant’s operator', async () => {
    const target = await create('opm-target', 'content');
    const snapshot = await row('demo', 'opm-target');
    expect((await demo('GET', '/operators', tokens.support)).statusCode).toBe(403);
    expect((await demo('PUT', `/operators/${target.id}/role`, tokens.support, { role: 'admin' })).statusCode).toBe(403);
    expect((await demo('POST', `/operators/${target.id}/disable`, tokens.acmeAdmin)).statusCode).toBe(403);
    // An admin of demo cannot reach acme's operator through demo's path: it is not theirs.
    const foreign = await demo('POST', `/operators/${acmeAdminId}/disable`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('ops_operator_not_found');
    expect((await demo('POST', `/operators/${acmeAdminId}/reset-totp`)).statusCode).toBe(404);
    expect(await row('demo', 'opm-target')).toEqual(snapshot);
    expect((await me(tokens.acmeAdmin)).statusCode).toBe(200);
  });

  it('bad input is refused with a localised message and changes nothing', async () => {
    const target = await create('opm-bad', 'content');
    const res = await call('PUT', `/ops/merchants/demo/operators/${target.id}/role`, admin.token, { role: 'boss' }, 'CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_request');
    expect(res.json().message).toMatch(/^请求内容有误/);
    const shortPassword = await call(
      'POST',
      '/ops/merchants/demo/operators',
      admin.token,
      { username: 'opm-short', password: 'x', role: 'admin' },
      'JA',
    );
    expect(shortPassword.json().message).toMatch(/^リクエストが正しくありません/);
    expect(await row('demo', 'opm-short')).toBeUndefined();
    expect((await row('demo', 'opm-bad')).role).toBe('content');
  });
});
