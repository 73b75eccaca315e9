import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { ROULETTE_BET_TYPES, ROULETTE_RTP, rouletteCovers } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { rouletteOutcome } from '../house-games.roulette.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

type Bet = { type: string; numbers: number[]; amount: string };

/**
 * arcadia-roulette (issue 26, ADR 062). The ADR's algorithm with node:crypto and big.js only: the
 * pocket is floor(word0 × 37 / 2^32); the layout (three columns, 1-2-3 the first row, zero above)
 * decides which numbers a bet covers; a winning bet returns amount × 36 / covered.
 */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
function adrCovered(b: Bet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const k = b.numbers[0] ?? 0;
  const outside: Record<string, number[]> = {
    column: all.filter((n) => n % 3 === k % 3),
    dozen: all.filter((n) => Math.ceil(n / 12) === k),
    red: all.filter((n) => RED.has(n)),
    black: all.filter((n) => !RED.has(n)),
    odd: all.filter((n) => n % 2 === 1),
    even: all.filter((n) => n % 2 === 0),
    low: all.filter((n) => n <= 18),
    high: all.filter((n) => n > 18),
  };
  return outside[b.type] ?? b.numbers;
}
function adrRoulette(serverSeed: string, clientSeed: string, nonce: number, bets: Bet[]) {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const pocket = Math.floor((mac.readUInt32BE(0) * 37) / 2 ** 32);
  const returned = bets
    .filter((b) => adrCovered(b).includes(pocket))
    .reduce((s, b) => s.plus(new Big(b.amount).times(36).div(adrCovered(b).length)), new Big(0));
  return { pocket, returned: returned.toFixed(4) };
}

/** Every bet the layout allows, by type: the validator must accept exactly these. */
function everyBet(): Record<string, number[][]> {
  const out: Record<string, number[][]> = Object.fromEntries(ROULETTE_BET_TYPES.map((t) => [t, []]));
  const candidates = (size: number) => {
    const res: number[][] = [];
    const walk = (from: number, acc: number[]) => {
      if (acc.length === size) return void res.push(acc);
      for (let n = from; n <= 36; n++) walk(n + 1, [...acc, n]);
    };
    walk(0, []);
    return res;
  };
  for (const [type, size] of [
    ['straight', 1],
    ['split', 2],
    ['street', 3],
    ['corner', 4],
  ] as const)
    out[type] = candidates(size).filter((ns) => rouletteCovers(type, ns));
  // A six line is two neighbouring streets: 1-6 … 31-36.
  out.line = Array.from({ length: 36 }, (_, i) => i + 1)
    .map((a) => Array.from({ length: 6 }, (_, i) => a + i))
    .filter((ns) => rouletteCovers('line', ns));
  for (const t of ['column', 'dozen']) out[t] = [[1], [2], [3]];
  for (const t of ['red', 'black', 'odd', 'even', 'low', 'high']) out[t] = [[]];
  return out;
}

describe('roulette: the layout and the pays', () => {
  it('accepts exactly the bets of a single-zero table (splits and trios with zero, first four) and refuses the rest', () => {
    const bets = everyBet();
    const counts = Object.fromEntries(Object.entries(bets).map(([t, list]) => [t, list.length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(rouletteCovers('split', [3, 4])).toBeNull();
    expect(rouletteCovers('split', [0, 4])).toBeNull();
    expect(rouletteCovers('street', [2, 3, 4])).toBeNull();
    expect(rouletteCovers('corner', [3, 4, 6, 7])).toBeNull();
    expect(rouletteCovers('line', [4, 5, 6, 7, 8, 9])).toEqual([4, 5, 6, 7, 8, 9]);
    expect(rouletteCovers('line', [2, 3, 4, 5, 6, 7])).toBeNull();
    expect(rouletteCovers('straight', [37])).toBeNull();
    expect(rouletteCovers('straight', [1.5])).toBeNull();
    expect(rouletteCovers('dozen', [4])).toBeNull();
    expect(rouletteCovers('red', [1])).toBeNull();
    expect(rouletteCovers('basket', [0, 1, 2])).toBeNull();
    expect(rouletteCovers('toString', [])).toBeNull();
  });

  it('every accepted bet returns exactly 36/37 on a fair wheel, and within 36 × 2^-32 of it on the documented derivation', () => {
    // Words of each pocket under floor(w × 37 / 2^32): 2^32 = 37 × 116080197 + 7.
    const W = 2n ** 32n;
    const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
    const words = Array.from({ length: 37 }, (_, p) => ceilDiv(BigInt(p + 1) * W, 37n) - ceilDiv(BigInt(p) * W, 37n));
    expect(words.reduce((s, w) => s + w, 0n)).toBe(W);
    expect(words.every((w) => w === 116080197n || w === 116080198n)).toBe(true);
    for (const [type, list] of Object.entries(everyBet()))
      for (const numbers of list) {
        const covered = rouletteCovers(type, numbers)!;
        const fair = new Big(covered.length).div(37).times(36).div(covered.length);
        expect(fair.minus(ROULETTE_RTP).abs().lt(1e-15)).toBe(true);
        const hits = covered.reduce((s, p) => s + words[p]!, 0n);
        const rtp = new Big(hits.toString()).times(36).div(covered.length).div(W.toString());
        expect(
          rtp
            .minus(new Big(36).div(37))
            .abs()
            .lt(36 / 2 ** 32),
        ).toBe(true);
      }
  });

  it('1,000,000 spins of a table of every bet type return 36/37 within four standard deviations', () => {
    const bets: Bet[] = [
      { type: 'straight', numbers: [17], amount: '1' },
      { type: 'split', numbers: [0, 2], amount: '1' },
      { type: 'street', numbers: [31, 32, 33], amount: '1' },
      { type: 'corner', numbers: [0, 1, 2, 3], amount: '1' },
      { type: 'line', numbers: [19, 20, 21, 22, 23, 24], amount: '1' },
      { type: 'column', numbers: [2], amount: '1' },
      { type: 'dozen', numbers: [3], amount: '1' },
      ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type, numbers: [], amount: '1' })),
    ];
    const covered = bets.map((b) => new Set(rouletteCovers(b.type, b.numbers)));
    // Each pocket's return is fixed by the bets: the simulation draws pockets through the engine's
    // derivation and adds up; the engine's own settlement is checked on the first 10,000 spins.
    const ret = Array.from({ length: 37 }, (_, p) => covered.reduce((s, c) => s + (c.has(p) ? 36 / c.size : 0), 0));
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260605);
    const SPINS = 1_000_000;
    let paid = 0;
    for (let n = 0; n < SPINS; n++) {
      const w = words();
      const pocket = Math.floor((w[0]! * 37) / 2 ** 32);
      if (n < 10_000) expect(Number(rouletteOutcome(w, bets).returned)).toBeCloseTo(ret[pocket]!, 9);
      paid += ret[pocket]!;
    }
    const mean = ret.reduce((s, r) => s + r, 0) / 37;
    const sd = Math.sqrt(ret.reduce((s, r) => s + (r - mean) ** 2, 0) / 37 / SPINS);
    expect(mean / bets.length).toBeCloseTo(ROULETTE_RTP, 12);
    expect(Math.abs(paid / SPINS - mean)).toBeLessThan(4 * sd);
  }, 30_000);
});

describe('roulette over HTTP', () => {
  const player = fundedPlayer('200', 'roulette-test-fund');
  const { post } = player;
  const total = (bets: Bet[]) => bets.reduce((s, b) => s.plus(b.amount), new Big(0)).toFixed(2);

  it('a spin of several bets moves the total and the return through the ledger; the revealed seed reproduces it by the ADR alone', async () => {
    const rounds: { nonce: number; bets: Bet[]; pocket: number; returned: string; win: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const bets: Bet[] = [
        { type: 'straight', numbers: [i * 3], amount: '0.50' },
        { type: 'split', numbers: [i + 1, i + 4], amount: '0.20' },
        { type: 'dozen', numbers: [(i % 3) + 1], amount: '1.00' },
        { type: i % 2 ? 'red' : 'even', numbers: [], amount: '1.50' },
      ];
      const r = await post('/wps/house/roulette/spin', { amount: total(bets), key: `roulette-${i}`, roulette: { bets } });
      expect(r.success).toBe(true);
      const { round } = r.value;
      expect(round.bet).toBe(new Big(total(bets)).toFixed(4));
      expect(round.win).toBe(round.outcome.returned);
      rounds.push({ nonce: round.nonce, bets, pocket: round.outcome.pocket, returned: round.outcome.returned, win: round.win });
    }
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);

    const rotated = await post('/wps/house/seed/rotate', {});
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    for (const r of rounds)
      expect(adrRoulette(serverSeed, clientSeed, r.nonce, r.bets)).toEqual({ pocket: r.pocket, returned: r.returned });
    const last = rounds.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-roulette',
      serverSeed,
      clientSeed,
      nonce: last.nonce,
      roulette: { bets: last.bets },
    });
    expect(verified.value.outcome).toMatchObject({ pocket: last.pocket, returned: last.returned });
  });

  it('an invalid bet list is refused in the member language before any money moves', async () => {
    const before = (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance;
    const one = (b: Partial<Bet>): Bet => ({ type: 'straight', numbers: [7], amount: '1.00', ...b });
    const cases: [string, Bet[], string, string][] = [
      ['unknown type', [one({ type: 'basket' })], '1.00', 'house_roulette_invalid'],
      ['numbers that are no split', [one({ type: 'split', numbers: [1, 5] })], '1.00', 'house_roulette_invalid'],
      ['a chip under 0.10', [one({ amount: '0.05' }), one({ numbers: [8] })], '1.05', 'house_roulette_invalid'],
      ['a total that is not the amount', [one({}), one({ numbers: [8] })], '1.00', 'house_roulette_invalid'],
      ['too many bets', Array.from({ length: 21 }, (_, i) => one({ numbers: [i] })), '21.00', 'house_roulette_too_many'],
      ['a total over the table limit', [one({ type: 'red', numbers: [], amount: '600.00' })], '600.00', 'house_bet_above_max'],
    ];
    for (const [name, bets, amount, code] of cases) {
      const r = await post('/wps/house/roulette/spin', { amount, key: `bad-${name}`, roulette: { bets } }, 'VI');
      expect(r, name).toMatchObject({ success: false, errorCode: code });
      expect(r.message, name).toMatch(/cược|Tối đa/);
    }
    const none = await post('/wps/house/roulette/spin', { amount: '1.00', key: 'bad-none' }, 'CN');
    expect(none).toMatchObject({ errorCode: 'house_roulette_invalid', message: expect.stringContaining('下注无效') });
    expect((await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance).toEqual(before);
  });

  it('trial credits play roulette too, without the wallet', async () => {
    const { trialId } = (await post('/wps/house/trial', {})).value;
    const bets = [{ type: 'black', numbers: [], amount: '10.00' }];
    const r = await post('/wps/house/roulette/spin', { amount: '10.00', key: 'roulette-trial-1', trialId, roulette: { bets } });
    expect(r.value.round.mode).toBe('trial');
    expect(r.value.balance).toBe(new Big('2000').minus(10).plus(r.value.round.win).toFixed(4));
  });
});
