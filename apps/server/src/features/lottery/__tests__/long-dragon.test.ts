import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { LONG_DRAGON_DEPTH } from '../lottery.service.js';
import { onlyGames, player } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t);
  await onlyGames(t, p.ids.merchantId, ['SSC1', 'SSC5', '11X5F']);
}, 120_000);
afterAll(() => t.close());

type Row = { gameCode: string; playType: string; value: string; length: number; lastNumero: string; openNumero: string | null };

/** The run a player would count by hand from the results list: same outcome, newest first. */
function byHand(winNos: string[], playType: 'BIG_SMALL' | 'ODD_EVEN') {
  const outcome = (w: string) => {
    const sum = w.split(',').reduce((s, d) => s + Number(d), 0);
    return playType === 'BIG_SMALL' ? (sum >= 23 ? 'BIG' : 'SMALL') : sum % 2 ? 'ODD' : 'EVEN';
  };
  const first = outcome(winNos[0]!);
  let n = 0;
  while (n < winNos.length && outcome(winNos[n]!) === first) n++;
  return { value: first, length: n };
}

describe('long dragon board (spec 001 §1, /lottery?gameCode=long_dragon)', () => {
  it('is empty before any draw, then lists the runs of every SSC game counted as by hand, longest first', async () => {
    const empty = await p.get('/lgw/games/long_dragon');
    expect(empty).toMatchObject({ success: true, value: [] });

    // Twenty draws of each game, by moving the clock, never by waiting.
    for (let i = 0; i < 20; i++) {
      const ssc = (await p.get('/lgw/games')).value.filter((g: { kind: string }) => g.kind === 'SSC');
      const latest = ssc.map((g: { drawAt: string }) => g.drawAt).sort()[0];
      t.clock.set(latest);
      await t.features.scheduler.runNow('lottery:draws');
    }

    const board = (await p.get('/lgw/games/long_dragon?min=2')).value as Row[];
    const expected: Row[] = [];
    for (const gameCode of ['SSC1', 'SSC5']) {
      const draws = (await p.get(`/lgw/draw?gameCode=${gameCode}&count=${LONG_DRAGON_DEPTH}`)).value as {
        numero: string;
        winNo: string | null;
      }[];
      const drawn = draws.filter((d) => d.winNo);
      if (!drawn.length) continue;
      for (const playType of ['BIG_SMALL', 'ODD_EVEN'] as const) {
        const run = byHand(
          drawn.map((d) => d.winNo!),
          playType,
        );
        if (run.length >= 2)
          expected.push({ gameCode, playType, ...run, lastNumero: drawn[0]!.numero, openNumero: expect.any(String) as never });
      }
    }
    expect(board.length).toBe(expected.length);
    for (const e of expected) expect(board).toContainEqual(expect.objectContaining(e));
    // Longest first; 11X5 has no sum bet, so it never shows.
    expect(board.map((r) => r.length)).toEqual([...board.map((r) => r.length)].sort((a, b) => b - a));
    expect(board.every((r) => r.gameCode.startsWith('SSC'))).toBe(true);

    // `min` filters: every row of min=2 with length ≥ 3 is exactly the min=3 board.
    const three = (await p.get('/lgw/games/long_dragon?min=3')).value as Row[];
    expect(three).toEqual(board.filter((r) => r.length >= 3));
  });

  it('refuses a minimum outside 2..30 with a validation error', async () => {
    for (const min of ['1', '31', 'x']) {
      const res = await p.get(`/lgw/games/long_dragon?min=${min}`);
      expect(res.success).toBe(false);
    }
  });
});
