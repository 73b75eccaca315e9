import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encrypted, headers, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

// Issue 22 finding 7: an operator's `^(a+)+$` blocked the event loop on an anonymous request
// (1.8 s for 28 characters, doubling per character). ADR 038.
let t: TestApp;
let admin: string;
let demoId: number;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  admin = (await operator(t, 'patterns-admin', 'admin', 'demo')).token;
  demoId = (await t.features.system.service.merchantByCode('demo'))!.id;
  // As register.test: registration by username open, the affiliate code optional.
  await t.features.registration.service.setSettings(demoId, 0);
  await t.features.system.service.setFlags(demoId, { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false });
});
afterAll(() => t.close());

type Rule = { key: string; acceptedPattern: string; minLength: number; maxLength: number };
const rulesNow = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/ops/merchants/demo/site-settings',
      headers: { authorization: `Bearer ${admin}`, language: 'EN' },
    })
  ).json().value.registerRules as Rule[];
const save = (rules: Rule[], language = 'EN') =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/merchants/demo/register-rules',
    headers: { authorization: `Bearer ${admin}`, language },
    payload: { rules },
  });
const withUsername = (rules: Rule[], patch: Partial<Rule>) => rules.map((r) => (r.key === 'username' ? { ...r, ...patch } : r));

let phone = 0;
async function register(username: string) {
  const device = { 'device-id': crypto.randomUUID() };
  await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers: { ...headers('demo', 'EN'), ...device },
    payload: await encrypted(t, {
      username,
      mobileNum: `136${String(++phone).padStart(8, '0')}`,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: 'wxyz',
      agreed: true,
      registerMethod: 'WEB',
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
    }),
    remoteAddress: `10.38.0.${++ip}`,
  });
  return { body: res.json() as { success: boolean; errorCode: string | null }, ms: performance.now() - started };
}

describe('registration patterns an operator saves', () => {
  it('refuses catastrophic-backtracking patterns, localised, naming the rule, and changes nothing', async () => {
    const before = await rulesNow();
    for (const pattern of ['^(a+)+$', '(a|a)*$', '(a*)*b']) {
      const res = await save(withUsername(before, { acceptedPattern: pattern }));
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json(), pattern).toMatchObject({ success: false, errorCode: 'register_pattern_unsafe' });
      expect(res.json().message).toContain('username');
    }
    const cn = await save(withUsername(before, { acceptedPattern: '^(a+)+$' }), 'CN');
    expect(cn.json().message).toContain('字段 username 的规则无法使用');
    expect(await rulesNow()).toEqual(before);
  });

  it('accepts a normal pattern, and registration follows it', async () => {
    const before = await rulesNow();
    const res = await save(withUsername(before, { acceptedPattern: '^[a-z0-9]{6,12}$', minLength: 6, maxLength: 12 }));
    expect(res.json().success).toBe(true);
    expect((await register('Upper123')).body.errorCode).toBe('in_please_information');
    expect((await register('with_under')).body.errorCode).toBe('in_please_information');
    const good = await register(`ok${Date.now().toString(36).slice(-8)}`);
    expect(good.body, JSON.stringify(good.body)).toMatchObject({ success: true });
  });

  it('a bad pattern stored before this check is not run: the value is refused at once', async () => {
    // Written past the service, as an old row would be; 41 characters would take minutes in RegExp.
    await t.database.db.execute(
      sql`update merchant_register_rules set rule = rule || '{"acceptedPattern":"^(a+)+$","minLength":6,"maxLength":60}'::jsonb where merchant_id = ${demoId} and key = 'username'`,
    );
    t.features.system.service.invalidate(demoId);
    expect((await rulesNow()).find((r) => r.key === 'username')?.acceptedPattern).toBe('^(a+)+$');
    const baseline = await register('ab'); // refused on length, before any pattern
    const res = await register(`${'a'.repeat(40)}!`);
    expect(res.body.errorCode).toBe('in_please_information');
    expect(res.ms).toBeLessThan(Math.max(2_000, 4 * baseline.ms));
    // Even a value the pattern would accept: a misconfigured rule lets nothing through.
    expect((await register('aaaaaaaa')).body.errorCode).toBe('in_please_information');
  });
});
