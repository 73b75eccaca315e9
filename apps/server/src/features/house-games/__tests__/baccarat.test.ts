import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { BACCARAT_RTP } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { baccaratHands, baccaratShoe } from '../house-games.baccarat.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

/**
 * arcadia-baccarat (issue 26, ADR 062), re-implemented from the ADR with node:crypto and big.js
 * only: six Fisher–Yates swaps from the top of cards 0…415, dealt P B P B, then the third-card
 * rules; player 1:1, banker 0.95:1, tie 8:1, player and banker stakes back on a tie.
 */
const value = (c: number) => Math.min(((c % 52) % 13) + 1, 10) % 10;
const sum = (cs: number[]) => cs.reduce((s, c) => s + value(c), 0) % 10;
function bankerRule(b: number, p3: number | null) {
  if (p3 === null) return b <= 5;
  const draws: Record<number, number[]> = { 3: [0, 1, 2, 3, 4, 5, 6, 7, 9], 4: [2, 3, 4, 5, 6, 7], 5: [4, 5, 6, 7], 6: [6, 7] };
  return b <= 2 || (draws[b]?.includes(p3) ?? false);
}
function adrBaccarat(serverSeed: string, clientSeed: string, nonce: number, bets: { side: string; amount: string }[]) {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const shoe = Array.from({ length: 416 }, (_, i) => i);
  for (let i = 0; i < 6; i++) {
    const j = i + Math.floor((mac.readUInt32BE(i * 4) * (416 - i)) / 2 ** 32);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  const player = [shoe[0]!, shoe[2]!];
  const banker = [shoe[1]!, shoe[3]!];
  let next = 4;
  if (sum(player) < 8 && sum(banker) < 8) {
    let p3: number | null = null;
    if (sum(player) <= 5) {
      player.push(shoe[next++]!);
      p3 = value(player[2]!);
    }
    if (bankerRule(sum(banker), p3)) banker.push(shoe[next++]!);
  }
  const winner = sum(player) > sum(banker) ? 'player' : sum(banker) > sum(player) ? 'banker' : 'tie';
  const pays: Record<string, string> = { player: '2', banker: '1.95', tie: '9' };
  const returned = bets.reduce(
    (s, b) => s.plus(b.side === winner ? new Big(b.amount).times(pays[b.side]!) : winner === 'tie' ? new Big(b.amount) : 0),
    new Big(0),
  );
  return { player, banker, winner, returned: returned.toFixed(4) };
}

describe('baccarat: the rules and the returns', () => {
  it('the stated RTPs are the exact returns over all 416P6 orders of the first six cards (counted by value, in integers)', () => {
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const won = { player: 0, banker: 0, tie: 0 };
    const rest = (k: number) => [0, 1, 2, 3, 4, 5].slice(k).reduce((w, i) => w * (416 - i), 1);
    // Deals values only as the rules need them; a hand using k cards stands for rest(k) full orders.
    const walk = (vals: number[], weight: number) => {
      const P = [vals[0], vals[2]].filter((v) => v !== undefined) as number[];
      const B = [vals[1], vals[3]].filter((v) => v !== undefined) as number[];
      const t = (a: number[]) => a.reduce((s, v) => s + v, 0) % 10;
      let needed = 4;
      if (vals.length >= 4 && t(P) < 8 && t(B) < 8) {
        const p3 = t(P) <= 5 ? (vals[4] ?? -1) : null;
        if (p3 !== null) needed = 5;
        if (p3 === -1) needed = 5;
        else if (bankerRule(t(B), p3)) needed += 1;
      }
      if (vals.length < needed) {
        for (let v = 0; v < 10; v++) {
          if (!counts[v]) continue;
          const w = counts[v]!;
          counts[v]!--;
          walk([...vals, v], weight * w);
          counts[v]!++;
        }
        return;
      }
      const p = t(vals.length >= 5 && t(P) <= 5 && t(P) < 8 && t(B) < 8 ? [...P, vals[4]!] : P);
      const bankerCards = vals.length > (t(P) <= 5 && t(P) < 8 && t(B) < 8 ? 5 : 4) ? [...B, vals.at(-1)!] : B;
      const b = t(bankerCards);
      won[p > b ? 'player' : b > p ? 'banker' : 'tie'] += weight * rest(vals.length);
    };
    walk([], 1);
    const all = won.player + won.banker + won.tie;
    expect(all).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(Number.isSafeInteger(all)).toBe(true);
    const exact = (n: Big) => n.div(all).toNumber();
    expect(exact(new Big(won.player).times(2).plus(won.tie))).toBeCloseTo(BACCARAT_RTP.player, 14);
    expect(exact(new Big(won.banker).times('1.95').plus(won.tie))).toBeCloseTo(BACCARAT_RTP.banker, 14);
    expect(exact(new Big(won.tie).times(9))).toBeCloseTo(BACCARAT_RTP.tie, 14);
  });

  it('1,000,000 coups through the engine return each bet’s RTP within four standard deviations', () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260606);
    const COUPS = 1_000_000;
    const n = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < COUPS; i++) n[baccaratHands(baccaratShoe(words())).winner]++;
    const rtp = { player: (2 * n.player + n.tie) / COUPS, banker: (1.95 * n.banker + n.tie) / COUPS, tie: (9 * n.tie) / COUPS };
    // Standard deviations of one coup's return: player ~0.95, banker ~0.93, tie ~2.6.
    const sd = { player: 0.96, banker: 0.94, tie: 2.65 };
    for (const side of ['player', 'banker', 'tie'] as const)
      expect(Math.abs(rtp[side] - BACCARAT_RTP[side])).toBeLessThan((4 * sd[side]) / Math.sqrt(COUPS));
  }, 30_000);

  it('the banker tableau: 3 draws unless the player’s third is 8; 6 draws on 6 or 7; a natural stops both', () => {
    // cards: 0 = ace of suit 0, 9 = ten (value 0), 7 = eight
    expect(baccaratHands([7, 9, 9, 9, 0, 0])).toMatchObject({ player: [7, 9], banker: [9, 9], winner: 'player' });
    const third = baccaratHands([9, 2, 9, 9, 7, 0]);
    expect(third.player).toHaveLength(3);
    expect(third.banker).toHaveLength(2);
  });
});

describe('baccarat over HTTP', () => {
  const player = fundedPlayer('100', 'baccarat-test-fund');
  const { post } = player;

  it('a coup moves the total and the return through the ledger; the revealed seed reproduces it by the ADR alone', async () => {
    const rounds: { nonce: number; bets: { side: string; amount: string }[]; outcome: Record<string, unknown> }[] = [];
    for (let i = 0; i < 12; i++) {
      const bets = [
        { side: i % 2 ? 'player' : 'banker', amount: '1.00' },
        { side: 'tie', amount: '0.20' },
      ];
      const r = await post('/wps/house/baccarat/deal', { amount: '1.20', key: `baccarat-${i}`, baccarat: { bets } });
      expect(r.success).toBe(true);
      expect(r.value.round.win).toBe(r.value.round.outcome.returned);
      rounds.push({ nonce: r.value.round.nonce, bets, outcome: r.value.round.outcome });
    }
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);
    const { serverSeed, serverSeedHash, clientSeed } = (await post('/wps/house/seed/rotate', {})).value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    for (const r of rounds) expect(r.outcome).toMatchObject(adrBaccarat(serverSeed, clientSeed, r.nonce, r.bets));
    const last = rounds.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-baccarat',
      serverSeed,
      clientSeed,
      nonce: last.nonce,
      baccarat: { bets: last.bets },
    });
    expect(verified.value.outcome).toEqual(last.outcome);
  });

  it('an invalid bet list is refused in the member language and moves nothing', async () => {
    const before = (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance;
    for (const [n, [bets, amount]] of [
      [[{ side: 'dragon', amount: '1.00' }], '1.00'],
      [
        [
          { side: 'player', amount: '1.00' },
          { side: 'player', amount: '1.00' },
        ],
        '2.00',
      ],
      [[{ side: 'player', amount: '1.00' }], '2.00'],
    ].entries()) {
      const r = await post('/wps/house/baccarat/deal', { amount, key: `bad-baccarat-${n}`, baccarat: { bets } }, 'TH');
      expect(r).toMatchObject({ success: false, errorCode: 'house_baccarat_invalid', message: expect.stringContaining('เดิมพันไม่ถูกต้อง') });
    }
    expect((await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance).toEqual(before);
  });

  it('trial credits play baccarat too', async () => {
    const { trialId } = (await post('/wps/house/trial', {})).value;
    const bets = [{ side: 'banker', amount: '10.00' }];
    const r = await post('/wps/house/baccarat/deal', { amount: '10.00', key: 'baccarat-trial', trialId, baccarat: { bets } });
    expect(r.value.round.mode).toBe('trial');
    expect(r.value.balance).toBe(new Big('2000').minus(10).plus(r.value.round.win).toFixed(4));
  });
});
