import { Big } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { houseLottery, onlyGames, player, seedOf, verifyWinNo } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t);
  await onlyGames(t, p.ids.merchantId, ['SSC1', '11X5F', 'VNF', 'THF']);
}, 120_000);
afterAll(() => t.close());

type Line = { playType: string; selection: string; amount: string; expected: string };

/** Places the lines on the game's open numero, draws it, and checks each ticket's payout. */
async function settle(gameCode: string, lines: (winNo: string[]) => Line[]) {
  const game = (await p.get('/lgw/games')).value.find((g: { code: string }) => g.code === gameCode);
  const numero = game.numero as string;
  const seed = await seedOf(t, gameCode, p.ids.merchantId, numero);
  const winNo = verifyWinNo(game.kind, seed, gameCode, numero);
  const chosen = lines(winNo.split(','));
  const before = await p.balance();
  const houseBefore = await houseLottery(t, p.ids.merchantId);
  const placed = await p.post('/lgw/bets', {
    bets: chosen.map((l, i) => ({
      gameCode,
      numero,
      playType: l.playType,
      selection: l.selection,
      amount: l.amount,
      key: `${gameCode}-${numero}-${i}-k`,
    })),
  });
  expect(placed.success, placed.message).toBe(true);
  t.clock.set(game.drawAt);
  await t.features.scheduler.runNow('lottery:draws');
  const history = (await p.get(`/lgw/bets?gameCode=${gameCode}`)).value.list as {
    id: number;
    payout: string;
    status: string;
    winNo: string;
  }[];
  const mine = placed.value.bets.map((b: { id: number }) => history.find((h) => h.id === b.id)!);
  const stakes = chosen.reduce((s, l) => s.plus(l.amount), new Big(0));
  const payouts = chosen.reduce((s, l) => s.plus(l.expected), new Big(0));
  mine.forEach((bet: { payout: string; status: string; winNo: string }, i: number) => {
    expect(bet.winNo).toBe(winNo);
    expect(bet.payout, `${chosen[i]!.playType} ${chosen[i]!.selection} on ${winNo}`).toBe(new Big(chosen[i]!.expected).toFixed(4));
    expect(bet.status).toBe(new Big(chosen[i]!.expected).gt(0) ? 'won' : 'lost');
  });
  expect(await p.balance()).toBe(new Big(before).minus(stakes).plus(payouts).toFixed(4));
  expect(await houseLottery(t, p.ids.merchantId)).toBe(new Big(houseBefore).plus(stakes).minus(payouts).toFixed(4));
  // A second run finds nothing to pay again.
  await t.features.scheduler.runNow('lottery:draws');
  expect(await p.balance()).toBe(new Big(before).minus(stakes).plus(payouts).toFixed(4));
}

const other = (d: string) => String((Number(d) + 1) % 10);

describe('settlement per play type, against the paytable by hand', () => {
  it('SSC: five straight 98000×, back two 98×, position 9.8×, big/small and odd/even 1.96×', async () => {
    await settle('SSC1', (w) => {
      const sum = w.reduce((s, d) => s + Number(d), 0);
      return [
        { playType: 'FIVE_STRAIGHT', selection: w.join(','), amount: '2', expected: '196000' },
        { playType: 'FIVE_STRAIGHT', selection: [...w.slice(0, 4), other(w[4]!)].join(','), amount: '2', expected: '0' },
        { playType: 'BACK2', selection: `${w[3]},${w[4]}`, amount: '3', expected: '294' },
        { playType: 'BACK2', selection: `${other(w[3]!)},${w[4]}`, amount: '3', expected: '0' },
        { playType: 'POSITION', selection: `3,${w[2]}`, amount: '10', expected: '98' },
        { playType: 'POSITION', selection: `3,${other(w[2]!)}`, amount: '10', expected: '0' },
        { playType: 'BIG_SMALL', selection: sum >= 23 ? 'BIG' : 'SMALL', amount: '5.5', expected: '10.78' },
        { playType: 'BIG_SMALL', selection: sum >= 23 ? 'SMALL' : 'BIG', amount: '5.5', expected: '0' },
        { playType: 'ODD_EVEN', selection: sum % 2 ? 'ODD' : 'EVEN', amount: '1.25', expected: '2.45' },
        { playType: 'ODD_EVEN', selection: sum % 2 ? 'EVEN' : 'ODD', amount: '1.25', expected: '0' },
      ];
    });
  });

  it('11X5: any one 2.13×, any two 5.3×, any five 450×, first one 10.7×', async () => {
    await settle('11X5F', (w) => {
      const out = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].filter((n) => !w.includes(n));
      return [
        { playType: 'ANY1', selection: w[4]!, amount: '10', expected: '21.3' },
        { playType: 'ANY1', selection: out[0]!, amount: '10', expected: '0' },
        { playType: 'ANY2', selection: `${w[2]},${w[0]}`, amount: '4', expected: '21.2' },
        { playType: 'ANY2', selection: `${w[2]},${out[1]}`, amount: '4', expected: '0' },
        { playType: 'ANY5', selection: [...w].reverse().join(','), amount: '1', expected: '450' },
        { playType: 'ANY5', selection: [...w.slice(0, 4), out[2]].join(','), amount: '1', expected: '0' },
        { playType: 'FIRST1', selection: w[0]!, amount: '7', expected: '74.9' },
        { playType: 'FIRST1', selection: w[1]!, amount: '7', expected: '0' },
      ];
    });
  });

  it('VN (ELOTT odds): de 97×, lo pays 3.6× per matching prize, 3 cang 950×', async () => {
    await settle('VNF', (w) => {
      const special = w[0]!;
      const lo = w[26]!.slice(-2);
      const loHits = w.filter((x) => x.slice(-2) === lo).length;
      const missLo = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find((x) => !w.some((y) => y.slice(-2) === x))!;
      return [
        { playType: 'DE', selection: special.slice(-2), amount: '2', expected: '194' },
        { playType: 'DE', selection: String((Number(special.slice(-2)) + 1) % 100).padStart(2, '0'), amount: '2', expected: '0' },
        { playType: 'LO2', selection: lo, amount: '10', expected: new Big(36).times(loHits).toString() },
        { playType: 'LO2', selection: missLo, amount: '10', expected: '0' },
        { playType: 'CANG3', selection: special.slice(-3), amount: '1', expected: '950' },
      ];
    });
  });

  it('THAI: top 3 900×, tod 3 150×, top 2 and bottom 2 95×, back 3 450× per matching prize, run top 3.5×', async () => {
    await settle('THF', (w) => {
      const top3 = w[0]!.slice(-3);
      const back3Hits = w.slice(3, 5).filter((x) => x === w[3]).length;
      const bottom2 = w[5]!;
      // Tod needs three different digits: the hand-made winning line exists only when the top 3 has them.
      const distinct = new Set(top3).size === 3;
      const missRun = '0123456789'.split('').find((d) => !top3.includes(d))!;
      return [
        { playType: 'TOP3', selection: top3, amount: '2', expected: '1800' },
        { playType: 'TOP3', selection: String((Number(top3) + 1) % 1000).padStart(3, '0'), amount: '2', expected: '0' },
        ...(distinct ? [{ playType: 'TOD3', selection: [...top3].reverse().join(','), amount: '3', expected: '450' }] : []),
        { playType: 'TOP2', selection: top3.slice(-2), amount: '1.5', expected: '142.5' },
        { playType: 'BOTTOM2', selection: bottom2, amount: '4', expected: '380' },
        { playType: 'BOTTOM2', selection: String((Number(bottom2) + 1) % 100).padStart(2, '0'), amount: '4', expected: '0' },
        { playType: 'BACK3', selection: w[3]!, amount: '1', expected: new Big(450).times(back3Hits).toString() },
        { playType: 'RUN_TOP', selection: top3[1]!, amount: '10', expected: '35' },
        { playType: 'RUN_TOP', selection: missRun, amount: '10', expected: '0' },
      ];
    });
  });
});
