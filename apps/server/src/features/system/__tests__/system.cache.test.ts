import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';
import { SystemRepository } from '../system.repository.js';
import { SETTINGS_CACHE_MS, SystemService } from '../system.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flags = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: headers('demo') })).json().value as Record<string, boolean>;

describe('settings snapshot cache', () => {
  it('sees a change made by another instance within the cache lifetime, and its own writes at once', async () => {
    expect((await flags()).FEEDBACK3).toBe(true);
    // Another instance on the same database switches a flag.
    const other = new SystemService(new SystemRepository(t.database.db), t.clock);
    const demo = await t.features.system.service.merchantByCode('demo');
    await other.setFlags(demo!.id, { FEEDBACK3: false });

    expect((await flags()).FEEDBACK3).toBe(true); // still this instance's snapshot
    t.clock.advance(SETTINGS_CACHE_MS);
    expect((await flags()).FEEDBACK3).toBe(false);

    await t.features.system.service.setFlags(demo!.id, { FEEDBACK3: true });
    expect((await flags()).FEEDBACK3).toBe(true); // own write: no wait
  });
});
