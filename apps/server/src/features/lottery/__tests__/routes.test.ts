import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, type TestApp } from '../../../test/harness.js';
import { type Answer, player, sha256, verifyWinNo } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t);
}, 120_000);
afterAll(() => t.close());

const open = async (code: string) => (await p.get('/lgw/games')).value.find((g: { code: string }) => g.code === code);

describe('lottery gateway', () => {
  it('lists games with the open numero and its seed hash; menus by group; popular; opened; near; lottoGameGroup filters', async () => {
    const games = (await p.get('/lgw/games')).value;
    expect(games.map((g: { code: string }) => g.code)).toEqual(['SSC1', 'SSC5', '11X5F', '11X53', 'VNN', 'VNF', 'THG', 'THF']);
    const ssc = games[0];
    expect(ssc).toMatchObject({
      kind: 'SSC',
      defaultPlayType: 'FIVE_STRAIGHT',
      lockTime: 10,
      gameGroupCode: 'SSC',
      prizeMode: 'LOTT',
      liveVideoSwitch: false,
      liveVideoUrl: null,
    });
    expect(ssc.numero).toMatch(/^20260601-\d{4}$/);
    expect(ssc.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ssc.remainTime).toBeGreaterThan(0);
    expect(ssc.gameMenus.map((m: { playType: string }) => m.playType)).toEqual([
      'FIVE_STRAIGHT',
      'BACK2',
      'POSITION',
      'BIG_SMALL',
      'ODD_EVEN',
    ]);
    const menus = (await p.get('/lgw/games/game_menus')).value;
    expect(menus.map((g: { gameGroupCode: string; gameMenus: unknown[] }) => [g.gameGroupCode, g.gameMenus.length])).toEqual([
      ['SSC', 2],
      ['11X5', 2],
      ['VN', 2],
      ['THAI', 1],
      ['THAI_FAST', 1],
    ]);
    expect((await p.get('/lgw/games?lottoGameGroup=ELOTT')).value.map((g: { code: string }) => g.code)).toEqual(['VNF', 'THF']);
    expect((await p.get('/lgw/vn/games')).value.map((g: { code: string }) => g.code)).toEqual(['VNN', 'VNF']);
    const popular = (await p.get('/lgw/games/popular?count=3')).value;
    expect(popular.map((g: { code: string }) => g.code)).toEqual(['SSC1', '11X5F', 'VNN']);
    expect((await p.get('/lgw/games/popular?count=6&playType=ANY5')).value.map((g: { code: string }) => g.code)).toEqual([
      '11X5F',
      '11X53',
    ]);
    const opened = (await p.get('/lgw/games/opened/numero')).value;
    expect(opened.find((o: { gameCode: string }) => o.gameCode === 'SSC1').numero).toBe(ssc.numero);
    const near = (await p.get('/lgw/numeros/near?gameCode=SSC1')).value;
    expect(near.current).toMatchObject({ numero: ssc.numero, status: 'open', seed: null, seedHash: ssc.seedHash });
    expect(near.next.numero > near.current.numero).toBe(true);
    const unknown = await p.get('/lgw/draw?gameCode=NOPE');
    expect(unknown).toMatchObject({ success: false, errorCode: 'in_stay_tuned' });
  });

  it('reveals the seed with the result; /lgw/draw/verify recomputes winNo', async () => {
    const g = await open('SSC1');
    t.clock.set(g.drawAt);
    await t.features.scheduler.runNow('lottery:draws');
    const [draw] = (await p.get(`/lgw/draw?gameCode=SSC1&numero=${g.numero}`)).value;
    expect(draw.status).toBe('drawn');
    expect(sha256(draw.seed)).toBe(g.seedHash);
    expect(draw.winNo).toBe(verifyWinNo('SSC', draw.seed, 'SSC1', g.numero));
    const v = (await p.get(`/lgw/draw/verify?gameCode=SSC1&numero=${g.numero}`)).value;
    expect(v).toMatchObject({ matches: true, recomputed: draw.winNo });
    const latest = (await p.get('/lgw/draw?gameCode=SSC1')).value;
    expect(latest[0].numero).toBe(g.numero);
  });

  it('bets: idempotent by key, key reuse refused, bad selection localised, nothing charged on refusal', async () => {
    const g = await open('11X5F');
    const line = { gameCode: '11X5F', numero: g.numero, playType: 'ANY2', selection: '3,7', amount: '5', key: 'route-key-1' };
    const before = await p.balance();
    const first = await p.post('/lgw/bets', { bets: [line] });
    expect(first.value.bets[0]).toMatchObject({ selection: '03,07', amount: '5.0000', odds: '5.3', status: 'pending' });
    const again = await p.post('/lgw/bets', { bets: [line] });
    expect(again.value.bets[0].id).toBe(first.value.bets[0].id);
    expect(Number(await p.balance())).toBe(Number(before) - 5);
    const reused = await p.post('/lgw/bets', { bets: [{ ...line, selection: '01,02' }] });
    expect(reused.errorCode).toBe('idempotency_key_reused');
    const cn = await t.app.inject({
      method: 'POST',
      url: '/lgw/bets',
      headers: authed('demo', p.token, 'CN'),
      payload: { bets: [{ ...line, selection: '03,03', key: 'route-key-2' }] },
    });
    expect(cn.json()).toMatchObject({ success: false, errorCode: 'lottery_selection_invalid', message: '投注号码不正确。' });
    const big = await p.post('/lgw/bets', { bets: [{ ...line, amount: '50001', key: 'route-key-3' }] });
    expect(big).toMatchObject({ success: false, errorCode: 'lottery_amount_invalid' });
    expect(Number(await p.balance())).toBe(Number(before) - 5);
    const history = (await p.get('/lgw/bets')).value;
    expect(history.list[0]).toMatchObject({ gameCode: '11X5F', numero: g.numero, status: 'pending' });
    const anon = await t.app.inject({ method: 'POST', url: '/lgw/bets', headers: headers('demo'), payload: { bets: [line] } });
    expect(anon.statusCode).toBe(401);
  });

  it('launchGame LOTT: lobby without a code, the betting page with one, stay tuned for unknown, real accounts only', async () => {
    const launch = async (body: object, token = p.token) =>
      (await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: authed('demo', token), payload: body })).json() as Answer;
    expect((await launch({ launchMode: 'LOTT' })).value.gameUrl).toBe('/lott');
    expect((await launch({ launchMode: 'LOTT', lottoGameCode: 'lobby' })).value.gameUrl).toBe('/lott');
    expect((await launch({ launchMode: 'ELOTT' })).value.gameUrl).toBe('/lott?lottoGameGroup=ELOTT');
    expect((await launch({ launchMode: 'LOTT', lottoGameCode: 'SSC1' })).value).toMatchObject({
      gameUrl: '/lottery?gameCode=SSC1&playType=FIVE_STRAIGHT',
      windowMode: 'inapp',
    });
    expect((await launch({ launchMode: 'LOTT', lottoGameCode: 'VNN', lottoPrizeMode: 'ELOTT' })).value.gameUrl).toBe(
      '/vnLottery?gameCode=VNN&prizeMode=ELOTT',
    );
    expect(await launch({ launchMode: 'LOTT', lottoGameCode: 'XX' })).toMatchObject({ success: false, errorCode: 'in_stay_tuned' });
    const trial = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token;
    expect((await launch({ launchMode: 'LOTT' }, trial)).errorCode).toBe('in_need_true_account');
  });
});
