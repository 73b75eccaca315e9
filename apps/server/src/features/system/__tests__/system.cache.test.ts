import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';
import { SETTINGS_CACHE_MS } from '../system.cache.js';
import { SystemRepository } from '../system.repository.js';
import { SystemService } from '../system.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flags = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: headers('demo') })).json().value as Record<string, boolean>;

/** Another instance's change arrives by NOTIFY: soon, not within this call. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('settings snapshot cache (ADR 071)', () => {
  it("sees another instance's write once its notification arrives, and its own writes at once", async () => {
    expect((await flags()).FEEDBACK3).toBe(true);
    // Another instance on the same database switches a flag: its NOTIFY drops this instance's snapshot.
    const other = new SystemService(new SystemRepository(t.database.db), t.clock);
    const demo = await t.features.system.service.merchantByCode('demo');
    await other.setFlags(demo!.id, { FEEDBACK3: false });
    expect(await eventually(async () => (await flags()).FEEDBACK3 === false)).toBe(true);

    await t.features.system.service.setFlags(demo!.id, { FEEDBACK3: true });
    expect((await flags()).FEEDBACK3).toBe(true); // own write: no wait
  });

  it('a change whose notification was lost shows once the cache lifetime is over (the first read after it refreshes)', async () => {
    const demo = await t.features.system.service.merchantByCode('demo');
    expect((await flags()).FEEDBACK3).toBe(true);
    await new SystemRepository(t.database.db).setFlags(demo!.id, { FEEDBACK3: false });
    expect((await flags()).FEEDBACK3).toBe(true); // still this instance's snapshot
    t.clock.advance(SETTINGS_CACHE_MS);
    expect(await eventually(async () => (await flags()).FEEDBACK3 === false)).toBe(true);
    await t.features.system.service.setFlags(demo!.id, { FEEDBACK3: true });
  });

  it('a host added on another instance resolves here at once, though it was unknown a moment before', async () => {
    const host = 'late-mirror.localhost';
    const onHost = () => t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', headers: { host, language: 'EN' } });
    expect((await onHost()).json().success).toBe(false);
    const other = new SystemService(new SystemRepository(t.database.db), t.clock);
    const demo = await t.features.system.service.merchantByCode('demo');
    await other.setMirrors(demo!.id, [host]);
    expect(await eventually(async () => (await onHost()).json().value?.merchant.code === 'demo')).toBe(true);
  });
});
