import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

type Domain = { host: string; kind: string; primary: boolean };

function client(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, language = 'EN') =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language }, ...(payload === undefined ? {} : { payload }) });
  const domains = async (): Promise<Domain[]> => (await call('GET', '/ops/merchants/demo/site', OPS_TOKEN)).json().value.domains;
  const primaries = async () => {
    const res = (await t.database.db.execute(
      sql`select host from merchant_domains d join merchants m on m.id = d.merchant_id where m.code = 'demo' and d.is_primary`,
    )) as unknown as { rows: { host: string }[] };
    return res.rows.map((r) => r.host);
  };
  return { call, domains, primaries };
}

describe('making another host primary (ADR 032)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let admin: string;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = client(t);
    admin = (await operator(t, 'primary-admin', 'admin', 'demo')).token;
    content = (await operator(t, 'primary-content', 'content', 'demo')).token;
  });
  afterAll(() => t.close());

  it('moves the flag to the new host, lists it first on the domain route, audits before/after, and the old one can then be removed', async () => {
    expect(await c.primaries()).toEqual(['localhost']);
    await c.call('POST', '/ops/merchants/demo/domains', admin, { host: 'play.example.com', kind: 'site' });
    const res = await c.call('POST', '/ops/merchants/demo/domains/play.example.com/primary', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual([
      { host: 'play.example.com', kind: 'site', primary: true },
      { host: 'localhost', kind: 'site', primary: false },
      { host: 'www.localhost', kind: 'mirror', primary: false },
    ]);
    expect(await c.primaries()).toEqual(['play.example.com']);
    const route = (await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: headers('demo') })).json().value;
    expect(route[0].domainName).toBe('play.example.com');

    const [audit] = (await c.call('GET', '/ops/merchants/demo/audit?action=primary', OPS_TOKEN)).json().value.items;
    expect(audit.before).toContainEqual({ host: 'localhost', kind: 'site', primary: true });
    expect(audit.after).toContainEqual({ host: 'play.example.com', kind: 'site', primary: true });
    expect(audit.after).toContainEqual({ host: 'localhost', kind: 'site', primary: false });

    // The new primary is protected; the old one is an ordinary host now.
    const kept = await c.call('DELETE', '/ops/merchants/demo/domains/play.example.com', admin);
    expect(kept.json().errorCode).toBe('primary_domain_required');
    expect((await c.call('POST', '/ops/merchants/demo/domains/localhost/primary', admin)).statusCode).toBe(200);
    expect(await c.primaries()).toEqual(['localhost']);
    expect((await c.call('DELETE', '/ops/merchants/demo/domains/play.example.com', admin)).statusCode).toBe(200);
  });

  it('asking again for the current primary changes nothing', async () => {
    const before = await c.domains();
    const res = await c.call('POST', '/ops/merchants/demo/domains/localhost/primary', admin);
    expect(res.json().value).toEqual(before);
  });

  it('refuses a mirror, an unknown host, another merchant’s host and a content role, in the caller’s language; nothing changes', async () => {
    const before = await c.domains();
    const mirror = await c.call('POST', '/ops/merchants/demo/domains/www.localhost/primary', admin, undefined, 'CN');
    expect(mirror.statusCode).toBe(409);
    expect(mirror.json()).toMatchObject({ errorCode: 'primary_domain_not_site', message: expect.stringContaining('镜像') });
    expect((await c.call('POST', '/ops/merchants/demo/domains/nowhere.example/primary', admin)).statusCode).toBe(404);
    expect((await c.call('POST', '/ops/merchants/demo/domains/127.0.0.1/primary', admin)).statusCode).toBe(404);
    expect((await c.call('POST', '/ops/merchants/demo/domains/localhost/primary', content)).statusCode).toBe(403);
    expect((await c.call('POST', '/ops/merchants/demo/domains/bad host/primary', admin)).json().errorCode).toBe('invalid_request');
    expect(await c.domains()).toEqual(before);
  });

  it('the database refuses a second primary and a primary mirror, whatever the application does', async () => {
    await expect(t.database.db.execute(sql`update merchant_domains set is_primary = true where host = 'www.localhost'`)).rejects.toThrow();
    await c.call('POST', '/ops/merchants/demo/domains', admin, { host: 'two.example.com', kind: 'site' });
    await expect(
      t.database.db.execute(sql`update merchant_domains set is_primary = true where host = 'two.example.com'`),
    ).rejects.toThrow();
    expect(await c.primaries()).toEqual(['localhost']);
  });
});

// Two admins switching at the same moment over real connections: one primary at the end, never two or none.
describe.runIf(TEST_DATABASE_URL)('concurrent primary switches on PostgreSQL', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
    c = client(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('many switches raced between three hosts all succeed and leave exactly one primary', async () => {
    const hosts = ['a.example.com', 'b.example.com', 'localhost'];
    for (const host of hosts.slice(0, 2)) await c.call('POST', '/ops/merchants/demo/domains', OPS_TOKEN, { host, kind: 'site' });
    for (let round = 0; round < 3; round++) {
      const switches = await Promise.all(
        Array.from({ length: 9 }, (_, i) => c.call('POST', `/ops/merchants/demo/domains/${hosts[i % 3]}/primary`, OPS_TOKEN)),
      );
      expect(switches.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
      const primaries = await c.primaries();
      expect(primaries).toHaveLength(1);
      expect((await c.domains()).filter((d) => d.primary).map((d) => d.host)).toEqual(primaries);
    }
  });
});
