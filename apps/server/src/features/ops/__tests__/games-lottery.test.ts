import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from './ops.console.helpers.js';

let t: TestApp;
let content: string;
let readOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  content = (await operator(t, 'gamescontent', 'content', 'demo')).token;
  readOnly = (await operator(t, 'gamesreader', 'read-only', 'demo')).token;
}, 120_000);
afterAll(() => t.close());

const call = async (method: 'GET' | 'PUT', url: string, payload?: object, token = OPS_TOKEN, language = 'EN') =>
  (
    await t.app.inject({
      method,
      url: `/ops/merchants/demo${url}`,
      headers: { authorization: `Bearer ${token}`, language },
      ...(payload ? { payload } : {}),
    })
  ).json();
const lobby = async (merchant = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/wps/game/list?gameType=RNG&pageSize=100', headers: headers(merchant) }))
    .json()
    .value.content.map((g: { roomId: string }) => g.roomId);
const fortune = async () => (await call('GET', '/games/catalogue?search=fortune%20jack')).value.rows[0];

describe('games ops: catalogue switch per merchant', () => {
  it('lists and searches the catalogue with the platform flags and the merchant switch', async () => {
    const page = (await call('GET', '/games/catalogue?search=fake-&size=2')).value;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.rows).toHaveLength(2);
    expect(await fortune()).toMatchObject({ vendor: 'FAKE', roomId: 'fake-fortune', hot: true, enabled: true });
  });

  it("switching a game off hides it from this merchant's lobby, refuses its launch, and is audited with before/after", async () => {
    const game = await fortune();
    expect(await lobby()).toContain('fake-fortune');
    const off = await call('PUT', `/games/catalogue/${game.nodeId}`, { enabled: false }, content);
    expect(off).toMatchObject({ success: true, value: { nodeId: game.nodeId, enabled: false } });
    expect(await lobby()).not.toContain('fake-fortune');
    expect((await fortune()).enabled).toBe(false);
    // A direct launch of the hidden game (trial, so no balance is needed) is refused too.
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    const launch = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/wps/game/launch/v2?nodeId=${game.nodeId}&accountType=0`,
          headers: authed('demo', token),
        })
      ).json();
    expect((await launch()).errorCode).toBe('in_stay_tuned');
    const audit = (await call('GET', '/audit?action=games/catalogue')).value;
    const entry = audit.items[0];
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    // Another merchant still lists it (the catalogue itself is shared).
    if ((await lobby('acme')).length) expect(await lobby('acme')).toContain('fake-fortune');
    await call('PUT', `/games/catalogue/${game.nodeId}`, { enabled: true }, content);
    expect(await lobby()).toContain('fake-fortune');
    expect((await launch()).success).toBe(true);
  });

  it('refuses a role without the permission and a bad body (localised), changing nothing', async () => {
    const game = await fortune();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/ops/merchants/demo/games/catalogue/${game.nodeId}`,
      headers: { authorization: `Bearer ${readOnly}` },
      payload: { enabled: false },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', `/games/catalogue/${game.nodeId}`, { enabled: 'no' }, OPS_TOKEN, 'CN');
    expect(bad.success).toBe(false);
    expect(bad.message).toMatch(/^请求内容有误/);
    expect(await lobby()).toContain('fake-fortune');
    expect((await call('PUT', '/games/catalogue/999999', { enabled: false })).errorCode).toBe('game_not_found');
  });
});

describe('games ops: vendors and maintenance', () => {
  it('sets a maintenance window that players then meet, and clears it', async () => {
    const before = (await call('GET', '/games/vendors')).value.find((v: { code: string }) => v.code === 'FAKE');
    expect(before).toMatchObject({ enabled: true, underMaintenance: false });
    const now = t.clock.now().getTime();
    const window = { maintenanceStart: new Date(now - 60_000).toISOString(), maintenanceEnd: new Date(now + 3_600_000).toISOString() };
    const set = await call('PUT', '/games/vendors/FAKE', { enabled: true, ...window });
    expect(set.value).toMatchObject({ code: 'FAKE', underMaintenance: true });
    const cards = (await t.app.inject({ method: 'GET', url: '/wps/game/vendors', headers: headers('demo') })).json().value;
    expect(JSON.stringify(cards)).toContain(window.maintenanceEnd.slice(0, 16));
    const cleared = await call('PUT', '/games/vendors/FAKE', { enabled: true, maintenanceStart: null, maintenanceEnd: null });
    expect(cleared.value).toMatchObject({ underMaintenance: false, maintenanceStart: null });
  });

  it('refuses an end before the start, a content operator, and an unknown vendor, changing nothing', async () => {
    const now = t.clock.now().getTime();
    const bad = await call('PUT', '/games/vendors/FAKE', {
      enabled: false,
      maintenanceStart: new Date(now).toISOString(),
      maintenanceEnd: new Date(now - 1000).toISOString(),
    });
    expect(bad.success).toBe(false);
    const byContent = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/games/vendors/FAKE',
      headers: { authorization: `Bearer ${content}` },
      payload: { enabled: false, maintenanceStart: null, maintenanceEnd: null },
    });
    expect(byContent.statusCode).toBe(403);
    expect((await call('PUT', '/games/vendors/NOPE', { enabled: false, maintenanceStart: null, maintenanceEnd: null })).success).toBe(
      false,
    );
    expect((await call('GET', '/games/vendors')).value.find((v: { code: string }) => v.code === 'FAKE').enabled).toBe(true);
  });
});

describe('lottery ops reads', () => {
  it('lists every lottery with its cadence and pages the draw history, revealing seeds only after the draw', async () => {
    const games = (await call('GET', '/lottery/games')).value;
    const ssc = games.find((g: { code: string }) => g.code === 'SSC1');
    expect(ssc).toMatchObject({ enabled: true, intervalSec: expect.any(Number) });
    await t.features.lottery.draws.run(t.clock.now());
    t.clock.advance(3 * ssc.intervalSec * 1000);
    await t.features.lottery.draws.run(t.clock.now());
    const page = (await call('GET', '/lottery/draws?gameCode=SSC1&size=2')).value;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.rows).toHaveLength(2);
    for (const d of page.rows) {
      expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
      if (d.status === 'open') expect(d.seed).toBeNull();
      else expect(d.seed).not.toBeNull();
    }
    expect(page.rows.some((d: { status: string; winNo: string | null }) => d.status === 'drawn' && d.winNo)).toBe(true);
    expect(Date.parse(page.rows[0].drawAt)).toBeGreaterThan(Date.parse(page.rows[1].drawAt));
    expect((await call('GET', '/lottery/draws?gameCode=NOPE')).errorCode).toBe('in_stay_tuned');
  });
});
