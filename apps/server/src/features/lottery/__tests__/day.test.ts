import { Big } from '@arcadia/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { LotteryDraws } from '../lottery.draws.js';
import { LotteryRepository } from '../lottery.repository.js';
import { lotteryDraws, lotteryGames } from '../lottery.tables.js';
import { houseLottery, onlyGames, player, sha256, verifyWinNo } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
const GAMES = ['SSC1', '11X53', 'VNN', 'VNF'];
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t);
  await onlyGames(t, p.ids.merchantId, GAMES);
  t.clock.set('2026-06-01T00:00:30Z');
}, 120_000);
afterAll(() => t.close());

const tick = () => t.features.scheduler.runNow('lottery:draws');
const openGame = async (code: string) => (await p.get('/lgw/games')).value.find((g: { code: string }) => g.code === code);

describe('a day of draws on an injected clock', () => {
  it('betting closes at lockTime; a restart mid-day catches up without a double draw; numeros are contiguous', async () => {
    await tick();
    const placed: { id: number; amount: string }[] = [];
    const bet = async (code: string, playType: string, selection: string, key: string) => {
      const g = await openGame(code);
      const r = await p.post('/lgw/bets', { bets: [{ gameCode: code, numero: g.numero, playType, selection, amount: '10', key }] });
      expect(r.success, r.message).toBe(true);
      placed.push(r.value.bets[0]);
      return g;
    };
    // Morning: 6 hours in 10-minute steps, a bet on SSC now and then.
    for (let step = 0; step < 36; step++) {
      if (step % 6 === 0) await bet('SSC1', 'BIG_SMALL', 'BIG', `day-ssc-${step}`);
      t.clock.advance(600_000);
      await tick();
    }
    // In the lock window (last 10 s before the SSC draw) the numero refuses bets.
    const ssc = await openGame('SSC1');
    t.clock.set(new Date(new Date(ssc.closeAt).getTime() + 1000));
    const late = await p.post('/lgw/bets', {
      bets: [{ gameCode: 'SSC1', numero: ssc.numero, playType: 'BIG_SMALL', selection: 'SMALL', amount: '10', key: 'late-one' }],
    });
    expect(late).toMatchObject({ success: false, errorCode: 'lottery_numero_closed' });
    expect(late.message).toBe('Betting on this draw has closed. Please bet on the next one.');

    // Bets open on numeros that will be due while the server is down.
    const pending = await bet('11X53', 'ANY1', '05', 'before-restart');
    const balanceBefore = await p.balance();
    // "Restart": the old instance stops; 5 hours pass with no scheduler; a new instance starts.
    await t.features.scheduler.stop();
    t.clock.advance(5 * 3600_000);
    const fresh = new LotteryDraws(
      new LotteryRepository(t.database.db),
      t.clock,
      {
        debit: async () => {
          throw new Error('no bets here');
        },
        credit: async ({ tx, merchantId, memberId, amount, key }) => {
          await t.features.wallet.service.credit({ tx, merchantId, memberId, amount, key, source: 'LOTTERY' });
        },
      },
      async () => {},
    );
    // Two runs at once (a second instance racing the first): each draw still happens once.
    const [a, b] = await Promise.all([fresh.run(t.clock.now()), t.features.lottery.draws.run(t.clock.now())]);
    const settled = (await p.get('/lgw/bets?gameCode=11X53')).value.list.find((x: { id: number }) => x.id === placed.at(-1)!.id);
    expect(settled.status).not.toBe('pending');
    expect(await p.balance()).toBe(new Big(balanceBefore).plus(settled.payout).toFixed(4));
    expect(settled.numero).toBe(pending.numero);

    // The rest of the day, hourly.
    for (let h = 0; h < 13; h++) {
      t.clock.advance(3600_000);
      await fresh.run(t.clock.now());
    }
    const games = await t.database.db.select().from(lotteryGames).where(eq(lotteryGames.merchantId, p.ids.merchantId));
    let drawnTotal = 0;
    for (const code of GAMES) {
      const g = games.find((x) => x.code === code)!;
      const rows = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, g.id)).orderBy(asc(lotteryDraws.seq));
      const past = rows.filter((r) => r.drawsAt <= t.clock.now());
      // Contiguous: consecutive seqs, day-numbered labels counting up by one, none skipped.
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.seq).toBe(rows[i - 1]!.seq + 1);
        const [d0, n0] = rows[i - 1]!.numero.split('-');
        const [d1, n1] = rows[i]!.numero.split('-');
        expect(d1 === d0 ? Number(n1) === Number(n0) + 1 : Number(n1) === 1).toBe(true);
      }
      expect(new Set(rows.map((r) => r.numero)).size).toBe(rows.length);
      // Every numero due is drawn, with the seed published as its hash and the result recomputable.
      for (const r of past) {
        expect(r.status).toBe('drawn');
        expect(sha256(r.seed)).toBe(r.seedHash);
        expect(r.winNo).toBe(verifyWinNo(g.kind, r.seed, g.code, r.numero));
      }
      drawnTotal += past.length;
      if (code === 'SSC1') expect(past.length).toBeGreaterThanOrEqual(1440 - 1);
    }
    expect(a.drawn + b.drawn).toBeGreaterThan(0);
    // Each SSC ticket settled exactly once: the house holds stakes minus payouts.
    // (A day later the session has expired: read the history through the service.)
    const history = (await t.features.lottery.service.history(p.ids.merchantId, p.ids.memberId, 'SSC1', 1)).list;
    expect(history.every((x) => x.status !== 'pending')).toBe(true);
    const all = [...history, settled];
    const house = all.reduce((s, x) => s.plus(x.amount).minus(x.payout), new Big(0));
    expect(await houseLottery(t, p.ids.merchantId)).toBe(house.toFixed(4));
    expect(drawnTotal).toBeGreaterThan(1440);
  }, 180_000);
});
