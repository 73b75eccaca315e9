import { SHELL_SETTINGS_CALLS } from '@arcadia/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';
import { SETTINGS_CACHE_MS } from '../system.cache.js';
import { SystemRepository } from '../system.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...headers('demo'), 'x-test-country': 'TH' } });
// Headers that differ between any two responses (time, size of a changing body, request ids).
const stable = (h: Record<string, unknown>) => {
  const { date, 'content-length': _l, 'x-request-id': _r, ...rest } = h;
  return rest;
};

describe('shell settings at the spec paths (spec 000 §7)', () => {
  it.each(SHELL_SETTINGS_CALLS)('/wps/system/settings/%s answers', async (call) => {
    const res = await get(`/wps/system/settings/${call}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it.each(['status', 'location', 'whitelabel', 'domainRoute', 'templates'])(
    '/wps/system/settings/%s answers as /wps/system/%s does: same data, same headers',
    async (call) => {
      const [spec, first] = [await get(`/wps/system/settings/${call}`), await get(`/wps/system/${call}`)];
      expect(spec.json()).toEqual(first.json());
      expect(stable(spec.headers)).toEqual(stable(first.headers));
    },
  );

  it('the slices are those of consolidated', async () => {
    const all = (await get('/wps/system/settings/consolidated')).json().value;
    expect((await get('/wps/system/settings/whitelabel')).json().value).toEqual(all.whitelabel);
    expect((await get('/wps/system/settings/templates')).json().value).toEqual(all.templates);
    const status = (await get('/wps/system/settings/status')).json().value;
    expect(status.info.whitelabel).toEqual(all.whitelabel);
    expect(status.info.resources).toEqual(all.resources);
    expect((await get('/wps/system/settings/location')).json().value).toMatchObject({ countryCode: 'TH', regionRestricted: false });
  });

  it('share the consolidated snapshot: a change whose notification was lost shows on all of them after the same delay', async () => {
    const demo = await t.features.system.service.merchantByCode('demo');
    const before = (await get('/wps/system/settings/whitelabel')).json().value.FEEDBACK3;
    // Straight to the table, no NOTIFY: only the snapshot's lifetime can bring it in (ADR 071).
    await new SystemRepository(t.database.db).setFlags(demo!.id, { FEEDBACK3: !before });
    expect((await get('/wps/system/settings/whitelabel')).json().value.FEEDBACK3).toBe(before);
    expect((await get('/wps/system/settings/status')).json().value.info.whitelabel.FEEDBACK3).toBe(before);
    t.clock.advance(SETTINGS_CACHE_MS);
    // The first read past the lifetime still answers the snapshot it had and re-reads it meanwhile (ADR 071).
    for (let i = 0; i < 50 && (await get('/wps/system/settings/whitelabel')).json().value.FEEDBACK3 === before; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await get('/wps/system/settings/whitelabel')).json().value.FEEDBACK3).toBe(!before);
    expect((await get('/wps/system/settings/consolidated')).json().value.whitelabel.FEEDBACK3).toBe(!before);
    expect((await get('/wps/system/settings/status')).json().value.info.whitelabel.FEEDBACK3).toBe(!before);
    await t.features.system.service.setFlags(demo!.id, { FEEDBACK3: before });
  });
});
