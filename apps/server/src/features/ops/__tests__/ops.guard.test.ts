import { OPS_ROLE_PERMISSIONS, type OpsPermission, type OpsRole } from '@arcadia/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRoutes } from '../../../platform/http/ops-guard.js';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { concrete, operator } from './ops.console.helpers.js';

let t: TestApp;
let member = '';
const tokens = {} as Record<OpsRole | 'acme', string>;

beforeAll(async () => {
  t = await createTestApp();
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  for (const role of Object.keys(OPS_ROLE_PERMISSIONS) as OpsRole[]) tokens[role] = (await operator(t, `demo-${role}`, role, 'demo')).token;
  tokens.acme = (await operator(t, 'acme-admin', 'admin', 'acme')).token;
}, 120_000);
afterAll(() => t.close());

const call = (method: string, url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN', ...headers },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

/** A role that lacks the permission, if any does (every role may read). */
const roleWithout = (p: OpsPermission) =>
  (Object.keys(OPS_ROLE_PERMISSIONS) as OpsRole[]).find((r) => !OPS_ROLE_PERMISSIONS[r].includes(p));

describe('every ops route (enumerated from the routes Fastify registered behind the guard)', () => {
  it('the list holds the routes of every feature, the console routes among them', () => {
    const urls = guardedRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(50);
    for (const u of [
      'PUT /ops/merchants/:code/flags',
      'POST /ops/merchants/:code/cashier/:id/approve',
      'PUT /ops/merchants/:code/banners/:id',
      'GET /ops/merchants/:code/audit',
      'POST /ops/merchants/:code/payment-confirmations',
      'GET /ops/merchants/:code/feedback',
    ])
      expect(urls).toContain(u);
  });

  it('refuses a member token, an operator of another merchant and a role without the permission; admits the right role', async () => {
    const routes = guardedRoutes(t.app).filter((r) => r.url.includes(':code') && !r.platform);
    for (const r of routes) {
      const url = concrete(r.url, 'demo');
      const where = `${r.method} ${r.url}`;
      expect((await call(r.method, url, member, { merchant: 'demo' })).statusCode, `${where} member`).toBe(401);
      expect((await call(r.method, url, tokens.acme)).statusCode, `${where} other merchant`).toBe(403);
      const lacking = roleWithout(r.permission);
      if (lacking) expect((await call(r.method, url, tokens[lacking])).statusCode, `${where} ${lacking}`).toBe(403);
      // The admin gets past the guard (the route may still refuse the empty body or the made-up id).
      expect([401, 403], `${where} admin`).not.toContain((await call(r.method, url, tokens.admin)).statusCode);
    }
  }, 300_000);

  it('every successful write by an operator is in the audit with who, where, before and after', async () => {
    const writes = guardedRoutes(t.app).filter((r) => r.method !== 'GET' && r.url.includes(':code') && !r.platform);
    let checked = 0;
    for (const r of writes) {
      const res = await call(r.method, concrete(r.url, 'demo'), tokens.admin);
      if (res.statusCode >= 400) continue;
      checked++;
      const page = await call(
        'GET',
        `/ops/merchants/demo/audit?operator=demo-admin&action=${encodeURIComponent(`${r.method} ${r.url}`)}&size=1`,
        tokens.admin,
      );
      const [entry] = page.json().value.items;
      expect(entry, `${r.method} ${r.url}`).toMatchObject({ actor: 'demo-admin', action: `${r.method} ${r.url}` });
      expect(entry.ip).toBeTruthy();
      expect(entry).toHaveProperty('before');
      expect(entry.after, `${r.method} ${r.url}`).not.toBeUndefined();
    }
    expect(checked).toBeGreaterThan(3);
  }, 300_000);

  it("platform routes (brands, ADR 070) refuse a merchant's own admin, its own code included", async () => {
    const platform = guardedRoutes(t.app).filter((r) => r.platform);
    expect(platform.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /ops/merchants',
        'GET /ops/merchants',
        'POST /ops/merchants/:code/suspend',
        'POST /ops/merchants/:code/reopen',
      ]),
    );
    for (const r of platform)
      expect((await call(r.method, concrete(r.url, 'demo'), tokens.admin)).statusCode, `${r.method} ${r.url}`).toBe(403);
  });

  it('the machine token stays valid and is audited as ops-token', async () => {
    const res = await call('PUT', '/ops/merchants/demo/flags', OPS_TOKEN);
    expect(res.statusCode).toBe(200);
    const page = (await call('GET', '/ops/merchants/demo/audit?operator=ops-token&size=1', OPS_TOKEN)).json().value;
    expect(page.items[0]).toMatchObject({ actor: 'ops-token', action: 'PUT /ops/merchants/:code/flags' });
  });

  it('a super-operator works on any merchant', async () => {
    const root = await operator(t, 'root-2', 'admin', null);
    expect((await call('GET', '/ops/merchants/acme/audit', root.token)).statusCode).toBe(200);
    expect((await call('GET', '/ops/merchants/demo/audit', root.token)).statusCode).toBe(200);
  });

  it('a member token is refused on the console endpoints too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ops/auth/me', headers: authed('demo', member) })).statusCode).toBe(401);
  });
});
