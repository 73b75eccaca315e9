import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

// Issue 27 / ADR 065: the merchant's time zone for limit periods and its reality-check default are
// operator settings: read by support, changed by an admin only, audited, refused in the operator's
// language when the zone is not one, and binding on the next read.
let t: TestApp;
let admin = '';
let support = '';
const URL = '/ops/merchants/demo/safer-gambling/settings';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await operator(t, 'sg-admin', 'admin', 'demo')).token;
  support = (await operator(t, 'sg-support', 'support', 'demo')).token;
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', token: string, payload?: object, language = 'EN') =>
  t.app.inject({ method, url: URL, headers: { authorization: `Bearer ${token}`, language }, ...(payload ? { payload } : {}) });

describe('safer-gambling settings per merchant', () => {
  it('answers the defaults until an operator sets them', async () => {
    const res = await call('GET', support);
    expect(res.json()).toMatchObject({ success: true, value: { timeZone: 'Asia/Shanghai', realityCheckDefault: 60 } });
  });

  it('support may read but not change them; an admin changes them and the audit keeps before and after', async () => {
    expect((await call('PUT', support, { timeZone: 'Europe/London', realityCheckDefault: 30 })).statusCode).toBe(403);
    const res = await call('PUT', admin, { timeZone: 'Europe/London', realityCheckDefault: 30 });
    expect(res.json()).toMatchObject({ success: true, value: { timeZone: 'Europe/London', realityCheckDefault: 30 } });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/demo/audit?operator=sg-admin&action=${encodeURIComponent('PUT /ops/merchants/:code/safer-gambling/settings')}&size=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const [entry] = audit.json().value.items;
    expect(entry).toMatchObject({
      actor: 'sg-admin',
      before: { timeZone: 'Asia/Shanghai', realityCheckDefault: 60 },
      after: { timeZone: 'Europe/London', realityCheckDefault: 30 },
    });
  });

  it('refuses a zone that is not one, in each language, and changes nothing', async () => {
    const expected: Record<string, RegExp> = {
      CN: /时区/,
      TW: /時區/,
      JA: /タイムゾーン/,
      EN: /time zone "Mars\/Olympus"/,
      TH: /เขตเวลา/,
      VI: /Múi giờ/,
    };
    for (const [language, text] of Object.entries(expected)) {
      const res = await call('PUT', admin, { timeZone: 'Mars/Olympus', realityCheckDefault: 15 }, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'sg_time_zone_invalid' });
      expect(res.json().message).toMatch(text);
    }
    const bad = await call('PUT', admin, { timeZone: 'Europe/London', realityCheckDefault: 45 });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    expect((await call('GET', admin)).json().value).toEqual({ timeZone: 'Europe/London', realityCheckDefault: 30 });
  });

  it("binds at once: the member's periods end at the new zone's midnight and the new default is their interval", async () => {
    t.clock.set('2026-07-01T12:00:00Z');
    const member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    const overview = (await t.app.inject({ method: 'GET', url: '/wps/safer-gambling/limits', headers: authed('demo', member) })).json()
      .value;
    expect(overview.timeZone).toBe('Europe/London');
    // London is on BST (UTC+1) in July: the day ends at 23:00 UTC.
    expect(overview.limits.find((l: { kind: string; period: string }) => l.kind === 'loss' && l.period === 'day').periodEndsAt).toBe(
      '2026-07-01T23:00:00.000Z',
    );
    expect(overview.realityCheck).toMatchObject({ minutes: 30, merchantDefault: 30, chosen: false });
    const rc = (await t.app.inject({ method: 'GET', url: '/wps/safer-gambling/reality-check', headers: authed('demo', member) })).json();
    expect(rc.value.intervalMinutes).toBe(30);
    // Another merchant keeps its own.
    expect((await t.features.saferGambling.settings.get((await t.features.system.service.merchantByCode('acme'))!.id)).timeZone).toBe(
      'Asia/Shanghai',
    );
  });
});
