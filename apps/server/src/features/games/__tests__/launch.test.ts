import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let player: string;
let ids: { merchantId: number; memberId: number };
const get = (url: string, token?: string) =>
  t.app
    .inject({ method: 'GET', url, headers: token ? authed('demo', token) : headers('demo') })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const node = async (roomId: string) => {
  const list = await get(`/wps/game/list?gameType=${roomId.includes('fish') ? 'FISH' : 'RNG'}&pageSize=100`);
  return list.body.value.content.find((g: { roomId: string }) => g.roomId === roomId).nodeId as number;
};

beforeAll(async () => {
  t = await createTestApp();
  player = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  ids = await memberIds(t, 'demo', 'player01');
});
afterAll(() => t.close());

describe('game launch refusals (spec 001 §5, §8)', () => {
  it('refuses a visitor: login required', async () => {
    const res = await get(`/wps/game/launch/v2?nodeId=${await node('arcadia-slot')}`);
    expect(res).toMatchObject({ status: 401, body: { success: false, errorCode: 'login.not.session' } });
  });

  it('refuses real play to a restricted account (type 4) but lets it try a free game', async () => {
    const trial = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const slot = await node('arcadia-slot');
    const real = await get(`/wps/game/launch/v2?nodeId=${slot}&accountType=1`, trial);
    expect(real).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
    const wps = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: authed('demo', trial),
      payload: { launchMode: 'IMES' },
    });
    expect(wps.json().errorCode).toBe('in_need_true_account');
    const free = await get(`/wps/game/launch/v2?nodeId=${slot}&accountType=0`, trial);
    expect(free.body.value).toMatchObject({ trial: true, vendor: 'ARCADIA' });
  });

  it('answers stay-tuned when neither gameId nor a known room is given', async () => {
    expect((await get('/wps/game/launch/v2', player)).body.errorCode).toBe('in_stay_tuned');
    expect((await get('/wps/game/launch/v2?vassalage=FAKE', player)).body.errorCode).toBe('in_stay_tuned'); // a VASSALAGE vendor needs a game
    expect((await get('/wps/game/launch/v2?vassalage=FAKE&gameId=no-such-room', player)).body.errorCode).toBe('in_stay_tuned');
    expect((await get('/wps/game/launch/v2?nodeId=999999', player)).body.errorCode).toBe('in_stay_tuned');
    const wps = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: authed('demo', player),
      // LOTT is the house lottery's (ADR 015): an unknown lottery code is stay-tuned.
      payload: { launchMode: 'LOTT', lottoGameCode: 'NO-SUCH-GAME' },
    });
    expect(wps.json().errorCode).toBe('in_stay_tuned');
  });

  it('allows a trial only when the vendor offers free play (freeplay 1) and the game a trial', async () => {
    // LEG has freeplay 0; fake-blackjack is a FAKE game without trial (supportPlay 1).
    expect((await get('/wps/game/launch/v2?vassalage=LEG&gameId=leg-niuniu&accountType=0', player)).body.errorCode).toBe(
      'trial_not_available',
    );
    expect((await get('/wps/game/launch/v2?vassalage=FAKE&gameId=fake-blackjack&accountType=0', player)).body.errorCode).toBe(
      'trial_not_available',
    );
    const ok = await get('/wps/game/launch/v2?vassalage=FAKE&gameId=fake-poker&accountType=0', player);
    expect(ok.body.value.game_url).toContain('mode=trial');
  });

  it('refuses real play without balance (launch_game_balance_not_enough), then launches once funded', async () => {
    const slot = await node('arcadia-slot');
    const broke = await get(`/wps/game/launch/v2?nodeId=${slot}`, player);
    expect(broke.body).toMatchObject({ success: false, errorCode: 'launch_game_balance_not_enough' });
    await t.features.wallet.service.credit({ ...ids, amount: '100', key: 'launch-test-fund', source: 'DEPOSIT' });
    const res = await get(`/wps/game/launch/v2?nodeId=${slot}`, player);
    expect(res.body.value).toMatchObject({ vendor: 'ARCADIA', trial: false, windowMode: 'inapp' });
    expect(res.body.value.game_url).toMatch(/^\/house-games\/play\?token=[\w-]{43}&game=arcadia-slot/);
    // The launch lands in the recent list.
    const recent = await get('/wps/game/recent', player);
    expect(recent.body.value.content.map((g: { roomId: string }) => g.roomId)).toContain('arcadia-slot');
  });

  it('refuses during a maintenance window with its start and end, and launches after it', async () => {
    const vendor = (await t.features.games.service.vendors(ids.merchantId)).find((v) => v.accountTypeName === 'ARCADIA')!;
    const now = t.clock.now().getTime();
    const start = new Date(now - 60_000);
    const end = new Date(now + 3_600_000);
    await t.features.games.service.linkVendor({
      merchantId: ids.merchantId,
      vendorId: vendor.accountTypeId,
      maintenanceStart: start,
      maintenanceEnd: end,
    });
    const res = await get(`/wps/game/launch/v2?nodeId=${await node('arcadia-slot')}`, player);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'vendor_under_maintenance',
      value: { start: start.toISOString(), end: end.toISOString() },
    });
    expect(res.body.message).toContain(start.toISOString());
    const cards = await get('/wps/game/vendors?gameType=RNG');
    expect(cards.body.value.find((c: { accountTypeName: string }) => c.accountTypeName === 'ARCADIA').maintenance).toEqual({
      start: start.toISOString(),
      end: end.toISOString(),
    });
    t.clock.advance(3_600_000);
    expect((await get(`/wps/game/launch/v2?nodeId=${await node('arcadia-slot')}`, player)).body.success).toBe(true);
  });

  it('launches a direct-game vendor through POST /wps/game/launchGame and logs out of game sessions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: authed('demo', player),
      payload: { launchMode: 'ALB' },
    });
    expect(res.json().value).toMatchObject({ vendor: 'ALB', windowMode: 'window' });
    expect(res.json().value.gameUrl).toBe(res.json().value.content);
    const out = await t.app.inject({ method: 'POST', url: '/wps/game/logout', headers: authed('demo', player) });
    expect(out.json().value.sessions).toBeGreaterThanOrEqual(1);
  });
});

describe('vendor settings', () => {
  it('a vendor switched off for a merchant leaves its cards, lists and launches (stay tuned)', async () => {
    const fake = (await t.features.games.service.vendors(ids.merchantId)).find((v) => v.accountTypeName === 'FAKE')!;
    await t.features.games.service.linkVendor({ merchantId: ids.merchantId, vendorId: fake.accountTypeId, enabled: false });
    try {
      expect((await get('/wps/game/vendors')).body.value.some((c: { accountTypeName: string }) => c.accountTypeName === 'FAKE')).toBe(
        false,
      );
      expect((await get('/wps/game/list?vassalage=FAKE')).body.value.totalElements).toBe(0);
      expect((await get('/wps/game/launch/v2?vassalage=FAKE&gameId=fake-poker&accountType=0', player)).body.errorCode).toBe(
        'in_stay_tuned',
      );
    } finally {
      await t.features.games.service.linkVendor({ merchantId: ids.merchantId, vendorId: fake.accountTypeId, enabled: true });
    }
  });

  it('sends JDB, AE and DG English instead of Indonesian (spec 001 §9), other vendors the language asked', async () => {
    const jdb = await get('/wps/game/launch/v2?vassalage=JDB&gameId=jdb-fish&accountType=0&language=ID', player);
    expect(new URL(jdb.body.value.game_url, 'http://x').searchParams.get('lang')).toBe('EN');
    const fake = await get('/wps/game/launch/v2?vassalage=FAKE&gameId=fake-poker&accountType=0&language=ID', player);
    expect(new URL(fake.body.value.game_url, 'http://x').searchParams.get('lang')).toBe('ID');
  });
});

describe('lobby lists', () => {
  it('lists vendor cards by lane, ESPORTS built from IMES and AV', async () => {
    const all = (await get('/wps/game/vendors')).body.value as { accountTypeName: string; gameType: string; isGame: string }[];
    for (const lane of ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG', 'ESPORTS']) expect(all.some((c) => c.gameType === lane)).toBe(true);
    expect(all.filter((c) => c.gameType === 'ESPORTS').map((c) => c.accountTypeName)).toEqual(['IMES', 'AV']);
    expect(all.find((c) => c.accountTypeName === 'FAKE')).toMatchObject({ isGame: 'VASSALAGE', gameType: 'RNG' });
  });

  it('filters the user game list by vendor, classify and trimmed name, 40 a page by default', async () => {
    const fake = await get('/wps/game/list?vassalage=FAKE&gameClassify=VP');
    expect(fake.body.value).toMatchObject({ pageSize: 40, pageNum: 1, totalElements: 1 });
    expect(fake.body.value.content[0]).toMatchObject({ roomId: 'fake-poker', classify: 'VP', vassalage: 'FAKE', supportPlay: 0 });
    const named = await get(`/wps/game/list?gameName=${encodeURIComponent('  reels ')}`);
    expect(named.body.value.content.map((g: { roomId: string }) => g.roomId)).toEqual(['arcadia-slot']);
    const popup = await get('/wps/game/list?vassalage=FAKE&pageSize=10&pageNo=1');
    expect(popup.body.value.pageSize).toBe(10);
    expect((await get('/wps/game/hot')).body.value.content.length).toBeGreaterThan(0);
    expect((await get('/wps/game/recommended')).body.value.content.length).toBeGreaterThan(0);
  });

  it('needs login for favourites and recent; adds and removes a favourite', async () => {
    expect((await get('/wps/game/favourites')).status).toBe(401);
    expect((await get('/wps/game/recent')).status).toBe(401);
    const slot = await node('arcadia-fish');
    const add = await t.app.inject({
      method: 'POST',
      url: '/wps/game/favourite',
      headers: authed('demo', player),
      payload: { nodeId: slot },
    });
    expect(add.json().value).toEqual({ nodeId: slot, favourite: true });
    const favs = await get('/wps/game/favourites', player);
    expect(favs.body.value.content).toMatchObject([{ roomId: 'arcadia-fish', favourite: true }]);
    await t.app.inject({ method: 'DELETE', url: `/wps/game/favourite?nodeId=${slot}`, headers: authed('demo', player) });
    expect((await get('/wps/game/favourites', player)).body.value.content).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/game/favourite',
      headers: authed('demo', player),
      payload: { nodeId: 999999 },
    });
    expect(unknown.json().errorCode).toBe('game_not_found');
  });

  it('answers the jackpot and an empty winner board', async () => {
    const jp = await t.app.inject({
      method: 'POST',
      url: '/wps/game/jackpot',
      headers: headers('demo'),
      payload: { merchant_code: 'demo' },
    });
    expect(jp.json().value).toMatchObject({ currency: 'CNY', amount: '97777.7600' });
    expect((await get('/wps/game/winners?limitNum=100')).body.value).toEqual([]);
  });
});
