import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { lotteryDraws, lotteryGames } from '../lottery.tables.js';
import { onlyGames, player } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t);
  await onlyGames(t, p.ids.merchantId, ['SSC1', 'SSC5', '11X5F']);
}, 120_000);
afterAll(() => t.close());

const ops = async (url: string, payload: object, token: string | null = OPS_TOKEN, language = 'EN') =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/lottery${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language },
      payload,
    })
  ).json();
const settings = (code: string, body: object, token?: string | null, language?: string) =>
  ops(`/games/${code}/settings`, body, token, language);
const game = async (code: string) => (await p.get('/lgw/games')).value.find((g: { code: string }) => g.code === code);
const rowsOf = async (code: string, after?: Date) => {
  const [g] = await t.database.db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, p.ids.merchantId), eq(lotteryGames.code, code)));
  return t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, g!.id), after ? gt(lotteryDraws.drawsAt, after) : undefined))
    .orderBy(asc(lotteryDraws.drawsAt));
};
const bet = (gameCode: string, numero: string, key: string) =>
  p.post('/lgw/bets', {
    bets: [
      {
        gameCode,
        numero,
        playType: gameCode === '11X5F' ? 'ANY1' : 'BIG_SMALL',
        selection: gameCode === '11X5F' ? '03' : 'BIG',
        amount: '10',
        key,
      },
    ],
  });

describe('lottery ops settings', () => {
  it('needs the ops token, refuses a cadence that does not divide a day (localised), and changes nothing then', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/ops/merchants/demo/lottery/games/SSC1/settings', payload: { enabled: false } }))
        .statusCode,
    ).toBe(401);
    const bad = await settings('SSC1', { intervalSec: 70 }, OPS_TOKEN, 'CN');
    expect(bad).toMatchObject({ success: false, errorCode: 'lottery_settings_invalid' });
    expect(bad.message).toContain('开奖周期');
    expect(await settings('SSC1', { lockSec: 60 })).toMatchObject({ success: false, errorCode: 'lottery_settings_invalid' });
    expect(await settings('NOPE', { enabled: false })).toMatchObject({ success: false, errorCode: 'in_stay_tuned' });
    expect(await game('SSC1')).toMatchObject({ intervalSec: 60, lockTime: 10 });
  });

  it('cancelling a numero refunds each ticket exactly once through the wallet, and only once per numero', async () => {
    const g = await game('SSC5');
    const start = await p.balance();
    expect((await bet('SSC5', g.numero, 'ops-cancel-1')).success).toBe(true);
    expect((await bet('SSC5', g.numero, 'ops-cancel-2')).success).toBe(true);
    const first = await ops('/draws/cancel', { gameCode: 'SSC5', numero: g.numero });
    expect(first).toMatchObject({ success: true, value: { status: 'cancelled', numero: g.numero } });
    expect(first.value.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await ops('/draws/cancel', { gameCode: 'SSC5', numero: g.numero })).toMatchObject({
      success: false,
      errorCode: 'lottery_draw_not_open',
    });
    t.clock.set(new Date(new Date(g.drawAt).getTime() + 5000));
    await t.features.scheduler.runNow('lottery:draws');
    expect(await p.balance()).toBe(start);
    const mine = (await p.get('/lgw/bets?gameCode=SSC5')).value.list.filter((b: { numero: string }) => b.numero === g.numero);
    expect(mine.map((b: { status: string; payout: string }) => b.status)).toEqual(['refunded', 'refunded']);
    const audit = (await t.database.db.execute("select action from ops_audit where action like '%lottery%'" as never)) as unknown as {
      rows: { action: string }[];
    };
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'POST /ops/merchants/:code/lottery/draws/cancel',
        'POST /ops/merchants/:code/lottery/games/:gameCode/settings',
      ]),
    );
  });
  it('switching off hides the game and refuses bets, still draws and pays what was placed; back on resumes from now', async () => {
    const g = await game('SSC1');
    const placed = await bet('SSC1', g.numero, 'ops-off-1');
    expect(placed.success, placed.message).toBe(true);
    expect(await settings('SSC1', { enabled: false })).toMatchObject({ success: true, value: { enabled: false, changesFrom: null } });
    expect(await game('SSC1')).toBeUndefined();
    const lastPublished = (await rowsOf('SSC1')).at(-1)!.drawsAt;
    expect(await bet('SSC1', g.numero, 'ops-off-2')).toMatchObject({ success: false, errorCode: 'in_stay_tuned' });
    const before = (await rowsOf('SSC1')).length;
    t.clock.set(new Date(new Date(g.drawAt).getTime() + 1000));
    await t.features.scheduler.runNow('lottery:draws');
    const mine = (await p.get('/lgw/bets')).value.list.find((b: { id: number }) => b.id === placed.value.bets[0].id);
    expect(mine.status).not.toBe('pending');
    expect(mine.winNo).toMatch(/^\d(,\d){4}$/);
    // Ten minutes off: no numeros for that time, none drawn after it.
    t.clock.advance(600_000);
    await t.features.scheduler.runNow('lottery:draws');
    expect((await rowsOf('SSC1')).length).toBe(before);
    const offUntil = t.clock.now();
    expect(await settings('SSC1', { enabled: true })).toMatchObject({ success: true, value: { enabled: true } });
    const back = await game('SSC1');
    expect(new Date(back.drawAt).getTime() - offUntil.getTime()).toBeLessThanOrEqual(60_000);
    expect((await rowsOf('SSC1')).filter((d) => d.drawsAt > lastPublished && d.drawsAt <= offUntil)).toEqual([]);
    expect((await bet('SSC1', back.numero, 'ops-off-3')).success).toBe(true);
  });

  it('a new lock applies to numeros not yet published; published ones keep their closing time', async () => {
    const published = await rowsOf('SSC1', t.clock.now());
    const res = await settings('SSC1', { lockSec: 20 });
    expect(res.value).toMatchObject({ lockSec: 20, intervalSec: 60, changesFrom: published.at(-1)!.drawsAt.toISOString() });
    t.clock.advance(180_000);
    await p.get('/lgw/games');
    const after = await rowsOf('SSC1', published.at(-1)!.drawsAt);
    expect(after.length).toBeGreaterThan(0);
    for (const d of after) expect(d.drawsAt.getTime() - d.closesAt.getTime()).toBe(20_000);
    for (const d of published) expect(d.drawsAt.getTime() - d.closesAt.getTime()).toBe(10_000);
  });

  it('a new cadence starts on the next numero day: today stays at 60 s, tomorrow runs at 120 s, no numero repeats', async () => {
    const res = await settings('11X5F', { intervalSec: 120 });
    expect(res.value).toMatchObject({ intervalSec: 120, changesFrom: '2026-06-02T00:00:00.000Z' });
    const today = (await rowsOf('11X5F')).filter((d) => d.numero.startsWith('20260601-'));
    // Every 60 s numero of the day exists from the first one created, up to 00:00 (…-1440).
    expect(today.at(-1)!.numero).toBe('20260601-1440');
    expect(new Set(today.map((d) => d.numero)).size).toBe(today.length);
    t.clock.set(new Date('2026-06-02T00:05:30Z'));
    expect((await game('11X5F')).numero).toBe('20260602-0003');
    const tomorrow = (await rowsOf('11X5F')).filter((d) => d.numero.startsWith('20260602-'));
    // 0001 and 0002 were due while nobody asked: created now like any catch-up, drawn by the next run.
    expect(tomorrow.map((d) => [d.numero, d.drawsAt.toISOString()])).toEqual([
      ['20260602-0001', '2026-06-02T00:02:00.000Z'],
      ['20260602-0002', '2026-06-02T00:04:00.000Z'],
      ['20260602-0003', '2026-06-02T00:06:00.000Z'],
      ['20260602-0004', '2026-06-02T00:08:00.000Z'],
      ['20260602-0005', '2026-06-02T00:10:00.000Z'],
    ]);
  });

  it('a live draw stream: an https URL turns liveVideoSwitch on, http or junk is refused and changes nothing, null removes it', async () => {
    expect(await game('SSC5')).toMatchObject({ liveVideoSwitch: false, liveVideoUrl: null });
    const url = 'https://live.example.com/ssc5';
    expect(await settings('SSC5', { liveVideoUrl: url })).toMatchObject({ success: true, value: { liveVideoUrl: url } });
    expect(await game('SSC5')).toMatchObject({ liveVideoSwitch: true, liveVideoUrl: url });
    for (const bad of ['http://live.example.com/x', 'javascript:alert(1)', 'not a url', `https://x.example.com/${'a'.repeat(500)}`]) {
      const res = await settings('SSC5', { liveVideoUrl: bad });
      expect(res.success, bad).toBe(false);
    }
    // Another setting keeps the stream; null removes it.
    await settings('SSC5', { enabled: true });
    expect((await game('SSC5')).liveVideoUrl).toBe(url);
    expect(await settings('SSC5', { liveVideoUrl: null })).toMatchObject({ success: true, value: { liveVideoUrl: null } });
    expect(await game('SSC5')).toMatchObject({ liveVideoSwitch: false, liveVideoUrl: null });
  });
});
