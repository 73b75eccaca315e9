import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { MINES, MINES_RTP, minesMultiplier } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { minesLayout } from '../house-games.mines.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

/**
 * arcadia-mines (issue 26, ADR 067). The re-implementation follows the ADR's text with node:crypto
 * only, not the engine: 24 words from three MACs (`c:n`, `c:n:1`, `c:n:2`), a Fisher–Yates draw of
 * the first `mines` tiles of 0…24, the mines sorted.
 */
function adrLayout(serverSeed: string, clientSeed: string, nonce: number, mines: number): number[] {
  const words: number[] = [];
  for (const suffix of ['', ':1', ':2']) {
    const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}${suffix}`).digest();
    for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
  }
  const tiles = [...Array(25).keys()];
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor((words[i]! * (25 - i)) / 2 ** 32);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

const choose = (n: number, k: number) => {
  let c = new Big(1);
  for (let i = 0; i < k; i++) c = c.times(n - i).div(i + 1);
  return c.round(0);
};
/** Chance of `safe` safe reveals in a row with `mines` mines. */
const survive = (mines: number, safe: number) => choose(25 - mines, safe).div(choose(25, safe));

describe('mines: the documented pays', () => {
  it('every cash-out point of every mine count returns 99% less the 4-decimal cut (or less under the cap)', () => {
    for (let mines = MINES.minMines; mines <= MINES.maxMines; mines++)
      for (let safe = 1; safe <= 25 - mines; safe++) {
        const pay = minesMultiplier(mines, safe);
        expect(pay).toMatch(/^\d+\.\d{4}$/);
        const exact = new Big('0.99').times(choose(25, safe)).div(choose(25 - mines, safe));
        if (exact.gt(MINES.maxPayout)) expect(pay).toBe(`${MINES.maxPayout}.0000`);
        else expect(exact.minus(pay).gte(0) && exact.minus(pay).lt('0.0001')).toBe(true);
        // P(survive) × pay ≤ 0.99, compared without dividing: pay × C(25 − m, s) ≤ 0.99 × C(25, s)
        expect(new Big(pay).times(choose(25 - mines, safe)).lte(new Big(MINES_RTP).times(choose(25, safe)))).toBe(true);
        if (exact.lte(MINES.maxPayout)) expect(survive(mines, safe).times(pay).gt(0.98)).toBe(true);
      }
    expect(minesMultiplier(3, 0)).toBe('0.0000');
    expect(minesMultiplier(1, 1)).toBe('1.0312');
    expect(minesMultiplier(24, 1)).toBe('24.7500');
  });

  it.each([
    [3, 5],
    [5, 3],
    [1, 12],
  ])(
    'simulates 1,000,000 rounds of %i mines cashed out after %i reveals, within four standard deviations of the exact RTP',
    (mines, safe) => {
      const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20261127 + mines);
      const ROUNDS = 1_000_000;
      const pay = Number(minesMultiplier(mines, safe));
      let paid = 0;
      for (let n = 0; n < ROUNDS; n++) {
        const layout = minesLayout(words(), mines);
        // the player reveals tiles 0, 1, 2 … in order: any fixed order is as good as any other
        if (layout.every((t) => t >= safe)) paid += pay;
      }
      const p = Number(survive(mines, safe));
      const rtp = p * pay;
      const sd = Math.sqrt((p * pay ** 2 - rtp ** 2) / ROUNDS);
      expect(Math.abs(paid / ROUNDS - rtp)).toBeLessThan(4 * sd);
      expect(rtp).toBeLessThanOrEqual(MINES_RTP);
    },
  );

  it('a layout has exactly its mine count of distinct tiles, each tile equally likely', () => {
    const words = sfc32(1, 2, 3, 4);
    const hits = new Array<number>(25).fill(0);
    for (let n = 0; n < 50_000; n++) {
      const layout = minesLayout(words(), 5);
      expect(new Set(layout).size).toBe(5);
      for (const t of layout) hits[t]!++;
    }
    // 50,000 × 5 / 25 = 10,000 per tile; four standard deviations is about 360
    for (const h of hits) expect(Math.abs(h - 10_000)).toBeLessThan(400);
  });
});

describe('mines over HTTP', () => {
  const player = fundedPlayer('200', 'mines-test-fund');
  const { post } = player;
  const balance = async () => (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).sumBalance;
  const rounds: { nonce: number; mines: number; layout: number[]; win?: string }[] = [];

  /** Starts rounds of `mines` mines until `want` says the first reveal's answer is the one the test needs. */
  async function firstReveal(mines: number, want: 'open' | 'busted', key: string) {
    for (let i = 0; i < 60; i++) {
      const start = await post('/wps/house/mines/start', { amount: '1.00', key: `${key}-${i}`, mines: { mines } });
      expect(start.success).toBe(true);
      const roundId = start.value.round.roundId;
      const r = await post('/wps/house/mines/reveal', { roundId, tile: 12 });
      expect(r.success).toBe(true);
      if (r.value.round.outcome.status !== 'open') {
        // Busted, or (24 mines) the one safe tile found: the round ends by itself, paid.
        rounds.push({ nonce: r.value.round.nonce, mines, layout: r.value.round.outcome.layout, win: r.value.round.win });
        if (want === 'busted' && r.value.round.outcome.status === 'busted') return r.value;
        continue;
      }
      if (want === 'open') return r.value;
      // not the answer wanted: finish the round by cashing out
      const c = await post('/wps/house/mines/cashout', { roundId });
      rounds.push({ nonce: c.value.round.nonce, mines, layout: c.value.round.outcome.layout, win: c.value.round.win });
    }
    throw new Error(`no ${want} first reveal in 60 rounds`);
  }

  it('a start takes the bet and hides the layout; one round at a time; a cash-out pays bet × the table once, however often it is sent', async () => {
    const before = new Big(await balance());
    const open = await firstReveal(1, 'open', 'mines-cash');
    const roundId = open.round.roundId;
    expect(open.round.outcome).toMatchObject({
      kind: 'mines',
      mines: 1,
      picks: [12],
      status: 'open',
      layout: null,
      payout: minesMultiplier(1, 1),
    });

    // another round, or revealing the seed, waits until this one is over
    expect(await post('/wps/house/mines/start', { amount: '1.00', key: 'mines-second', mines: { mines: 3 } })).toMatchObject({
      success: false,
      errorCode: 'house_round_open',
    });
    expect((await post('/wps/house/seed/rotate', {}, 'CN')).errorCode).toBe('house_round_open');
    // a reload finds it
    const found = await player.t.app.inject({
      method: 'GET',
      url: '/wps/house/mines/open',
      headers: { host: 'localhost', authorization: `Bearer ${player.token}` },
    });
    expect(found.json().value.round.roundId).toBe(roundId);

    // the same tile again answers the same, moving nothing
    expect((await post('/wps/house/mines/reveal', { roundId, tile: 12 })).value.round.outcome.picks).toEqual([12]);

    const [a, b] = await Promise.all([post('/wps/house/mines/cashout', { roundId }), post('/wps/house/mines/cashout', { roundId })]);
    expect(a.value.round).toEqual(b.value.round);
    const won = new Big('1.00').times(minesMultiplier(1, 1));
    expect(a.value.round.win).toBe(won.toFixed(4));
    expect(a.value.round.outcome.status).toBe('cashed');
    expect(a.value.round.outcome.layout).toHaveLength(1);
    rounds.push({ nonce: a.value.round.nonce, mines: 1, layout: a.value.round.outcome.layout });
    // the balance moved by exactly the rounds' bets and wins: each cash-out paid once
    const after = new Big(await balance());
    const history = await player.t.app.inject({
      method: 'GET',
      url: '/wps/house/rounds?game=arcadia-mines',
      headers: { host: 'localhost', authorization: `Bearer ${player.token}` },
    });
    const list = history.json().value.rounds as { bet: string; win: string }[];
    const net = list.reduce((s, r) => s.minus(r.bet).plus(r.win), new Big(0));
    expect(after.minus(before).eq(net)).toBe(true);
    expect((await post('/wps/house/mines/reveal', { roundId, tile: 3 }, 'EN')).errorCode).toBe('house_round_closed');
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);
  });

  it('a mine ends the round with nothing paid and the layout shown; it cannot be cashed out after', async () => {
    // (A first reveal that misses all 24 mines, 1 in 25, finds the one safe tile and the round ends
    // paid: the balance is compared with the stakes and wins of every round firstReveal played.)
    const before = new Big(await balance());
    const seen = rounds.length;
    const busted = await firstReveal(24, 'busted', 'mines-bust');
    expect(busted.round.win).toBe('0.0000');
    expect(busted.round.outcome.layout).toHaveLength(24);
    expect(busted.round.outcome.layout).toContain(12);
    const played = rounds.length - seen;
    const won = rounds.slice(seen).reduce((a, r) => a.plus(r.win ?? 0), new Big(0));
    expect(new Big(await balance()).eq(before.minus(played).plus(won))).toBe(true);
    const r = await post('/wps/house/mines/cashout', { roundId: busted.round.roundId }, 'TH');
    expect(r).toMatchObject({ success: false, errorCode: 'house_round_closed', message: 'รอบนี้จบไปแล้ว' });
  });

  it('bad requests are refused in the member language and move nothing', async () => {
    const before = await balance();
    expect(await post('/wps/house/mines/start', { amount: '1.00', key: 'mines-none' }, 'CN')).toMatchObject({
      success: false,
      errorCode: 'house_mines_invalid',
      message: '请选择 1 到 24 颗地雷。',
    });
    expect((await post('/wps/house/mines/start', { amount: '1.00', key: 'mines-25', mines: { mines: 25 } })).success).toBe(false);
    const start = await post('/wps/house/mines/start', { amount: '1.00', key: 'mines-nopick', mines: { mines: 2 } });
    const roundId = start.value.round.roundId;
    expect((await post('/wps/house/mines/cashout', { roundId }, 'JA')).errorCode).toBe('house_mines_no_pick');
    expect((await post('/wps/house/mines/reveal', { roundId, tile: 25 })).success).toBe(false);
    // a trial session cannot touch a member's round
    const { trialId } = (await post('/wps/house/trial', {})).value;
    expect((await post('/wps/house/mines/cashout', { roundId, trialId })).errorCode).toBe('house_round_unknown');
    expect(new Big(await balance()).eq(new Big(before).minus(1))).toBe(true);
    // finish it so the seed can be revealed below
    for (let tile = 0; tile < 25; tile++) {
      const r = await post('/wps/house/mines/reveal', { roundId, tile });
      if (r.value.round.outcome.status !== 'open') {
        rounds.push({ nonce: r.value.round.nonce, mines: 2, layout: r.value.round.outcome.layout });
        break;
      }
    }
  });

  it('the revealed seed reproduces every layout by the ADR alone, and verify agrees', async () => {
    const rotated = await post('/wps/house/seed/rotate', {});
    expect(rotated.success).toBe(true);
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    expect(rounds.length).toBeGreaterThan(2);
    for (const r of rounds) expect(adrLayout(serverSeed, clientSeed, r.nonce, r.mines)).toEqual(r.layout);
    const last = rounds.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-mines',
      serverSeed,
      clientSeed,
      nonce: last.nonce,
      mines: { mines: last.mines, picks: [] },
    });
    expect(verified.value.outcome.layout).toEqual(last.layout);
  });

  it('trial credits play mines too, without the wallet', async () => {
    const { trialId } = (await post('/wps/house/trial', {})).value;
    const start = await post('/wps/house/mines/start', { amount: '10.00', key: 'mines-trial', trialId, mines: { mines: 1 } });
    expect(start.value.round.mode).toBe('trial');
    expect(start.value.balance).toBe('1990.0000');
    const r = await post('/wps/house/mines/reveal', { roundId: start.value.round.roundId, tile: 0, trialId });
    if (r.value.round.outcome.status === 'busted') expect(r.value.balance).toBe('1990.0000');
    else {
      const c = await post('/wps/house/mines/cashout', { roundId: start.value.round.roundId, trialId });
      expect(c.value.balance).toBe(new Big('1990').plus(new Big(10).times(minesMultiplier(1, 1))).toFixed(4));
    }
  });
});
