import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

let t: TestApp;
let admin: string;
let content: string;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload === undefined ? {} : { payload }),
  });
const settings = async () => (await call('GET', '/ops/merchants/demo/site-settings', content)).json().value;
const playerRules = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: headers('demo') })).json().value as {
    key: string;
    minLength: number;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await operator(t, 'settings-admin', 'admin', 'demo')).token;
  content = (await operator(t, 'settings-content', 'content', 'demo')).token;
});
afterAll(() => t.close());

describe('registration rules', () => {
  it('an admin replaces the field rules; players get them at once; the audit keeps before and after', async () => {
    const before = (await settings()).registerRules as { key: string; minLength: number; enabled: boolean }[];
    const rules = before.map((r) => (r.key === 'username' ? { ...r, minLength: 8 } : r.key === 'nickname' ? { ...r, enabled: true } : r));
    const res = await call('PUT', '/ops/merchants/demo/register-rules', admin, { rules });
    expect(res.statusCode).toBe(200);
    expect((await playerRules()).find((r) => r.key === 'username')?.minLength).toBe(8);
    const [entry] = (await call('GET', '/ops/merchants/demo/audit?action=register-rules', OPS_TOKEN)).json().value.items;
    expect(entry.before.find((r: { key: string }) => r.key === 'username').minLength).toBe(
      before.find((r) => r.key === 'username')!.minLength,
    );
    expect(entry.after.find((r: { key: string }) => r.key === 'username').minLength).toBe(8);
  });

  it('refuses a content role, a pattern that does not compile and a min above its max, and changes nothing', async () => {
    const before = (await settings()).registerRules as { key: string; acceptedPattern: string }[];
    expect((await call('PUT', '/ops/merchants/demo/register-rules', content, { rules: before })).statusCode).toBe(403);
    const broken = before.map((r) => (r.key === 'username' ? { ...r, acceptedPattern: '^[A-Z' } : r));
    expect((await call('PUT', '/ops/merchants/demo/register-rules', admin, { rules: broken })).json()).toMatchObject({
      success: false,
      errorCode: 'invalid_request',
    });
    const inverted = before.map((r) => (r.key === 'password' ? { ...r, minLength: 20, maxLength: 6 } : r));
    expect((await call('PUT', '/ops/merchants/demo/register-rules', admin, { rules: inverted })).json().success).toBe(false);
    expect((await settings()).registerRules).toEqual(before);
  });

  it('answers the agreement clauses of all six languages with the settings', async () => {
    const value = (await call('GET', '/ops/merchants/demo/registration', content)).json().value;
    expect(Object.keys(value.agreement).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'TW', 'VI']);
    for (const clauses of Object.values(value.agreement)) expect(clauses).toHaveLength(10);
    expect(value).toMatchObject({ affiliateSetting: expect.any(Number), captcha: expect.any(Boolean) });
  });
});

describe('maintenance and regions', () => {
  it('shows the scheduled window and the restricted countries the existing ops routes write, with an audit before/after', async () => {
    expect((await settings()).maintenance).toBeNull();
    const start = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const end = new Date(t.clock.now().getTime() + 7_200_000).toISOString();
    await call('PUT', '/ops/merchants/demo/maintenance', admin, { start, end, message: { EN: 'Upgrade' } });
    expect((await settings()).maintenance).toEqual({ start, end, message: { EN: 'Upgrade' } });
    await call('DELETE', '/ops/merchants/demo/maintenance', admin);
    expect((await settings()).maintenance).toBeNull();
    const [ended] = (await call('GET', '/ops/merchants/demo/audit?action=DELETE /ops/merchants/:code/maintenance', OPS_TOKEN)).json().value
      .items;
    expect(ended).toMatchObject({ before: { start, end }, after: null });

    await call('PUT', '/ops/merchants/demo/restricted-countries', admin, { countries: ['us', 'GB'] });
    expect((await settings()).restrictedCountries).toEqual(['US', 'GB']);
    expect((await call('PUT', '/ops/merchants/demo/restricted-countries', content, { countries: [] })).statusCode).toBe(403);
    expect((await settings()).restrictedCountries).toEqual(['US', 'GB']);
  });
});

describe('help centre', () => {
  it('answers a language’s tree as the existing replace stored it, sanitised; a finance role may read but not write', async () => {
    const items = [{ tag: 'deposit', title: 'Deposits', content: '<p>How</p><script>x()</script><img src="/a.png" onerror="x()">' }];
    expect((await call('PUT', '/ops/merchants/demo/help/EN', content, { items })).statusCode).toBe(200);
    const tree = (await call('GET', '/ops/merchants/demo/help/EN', content)).json().value;
    expect(tree).toEqual([expect.objectContaining({ tag: 'deposit', title: 'Deposits', content: '<p>How</p><img src="/a.png" />' })]);
    const finance = (await operator(t, 'help-finance', 'finance', 'demo')).token;
    expect((await call('GET', '/ops/merchants/demo/help/EN', finance)).statusCode).toBe(200);
    expect((await call('PUT', '/ops/merchants/demo/help/EN', finance, { items: [] })).statusCode).toBe(403);
    expect((await call('GET', '/ops/merchants/demo/help/EN', content)).json().value).toEqual(tree);
  });
});
