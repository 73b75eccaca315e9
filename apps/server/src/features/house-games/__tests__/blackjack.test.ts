import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { BLACKJACK_RTP, type BlackjackAction, type BlackjackOutcome } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { act, type BjState, deal, publicOutcome, replay, type Shoe, shoeOf } from '../house-games.blackjack.js';
import { basicStrategy } from './bj-strategy.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

/** Cards by rank for a stacked shoe: A = 0, 2…10 = 1…9, J Q K = 10 11 12 (spades; suit does not matter). */
const R: Record<string, number> = { A: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8, T: 9, J: 10, Q: 11, K: 12 };
/** Deal order: player, dealer up, player, dealer hole, then the draws in order. */
const stacked =
  (...ranks: string[]): Shoe =>
  (i) => {
    const r = ranks[i];
    if (r === undefined) throw new Error(`the stacked shoe has no card ${i}`);
    return R[r]!;
  };
const play = (shoe: Shoe, actions: BlackjackAction[], bet = '1') => replay(shoe, bet, actions);
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return null;
};

describe('blackjack: the rules of ADR 068', () => {
  it('a natural pays 3:2 at once; against a dealer natural it pushes; a dealer natural under a ten takes only the bet', () => {
    const natural = deal(stacked('A', '9', 'K', '7'), '1');
    expect(natural.phase).toBe('done');
    expect(natural.hands[0]).toMatchObject({ result: 'blackjack', returned: '2.5000' });
    expect(natural.returned).toBe('2.5000');
    expect(deal(stacked('A', 'K', 'Q', 'A'), '1').hands[0]).toMatchObject({ result: 'push', returned: '1.0000' });
    const dealerBj = deal(stacked('9', 'K', '9', 'A'), '2');
    expect(dealerBj).toMatchObject({ phase: 'done', returned: '0.0000', stake: '2.0000' });
  });

  it('an ace up asks about insurance first; insurance pays 2:1 against a natural and is lost otherwise', () => {
    expect(deal(stacked('9', 'A', '9', 'K'), '1').phase).toBe('insurance');
    const insured = play(stacked('9', 'A', '9', 'K'), ['insure']);
    expect(insured).toMatchObject({ phase: 'done', insurance: '0.5000', stake: '1.5000', returned: '1.5000' });
    const lost = play(stacked('9', 'A', '9', '5'), ['insure']);
    expect(lost).toMatchObject({ phase: 'player', stake: '1.5000' });
    expect(code(() => play(stacked('9', 'A', '9', '5'), ['hit']))).toBe('house_blackjack_invalid');
  });

  it('the dealer stands on soft 17 and draws on 16', () => {
    // player 20 stands; dealer A+6 = soft 17 stands: the player wins
    const soft17 = play(stacked('K', 'A', 'Q', '6'), ['decline', 'stand']);
    expect(soft17.dealer).toHaveLength(2);
    expect(soft17.hands[0]).toMatchObject({ result: 'win', returned: '2.0000' });
    // dealer 10+6 draws a 5: 21 beats the player's 20
    const sixteen = play(stacked('K', 'T', 'Q', '6', '5'), ['stand']);
    expect(sixteen.dealer).toHaveLength(3);
    expect(sixteen.hands[0]!.result).toBe('lose');
  });

  it('double takes one card for twice the stake; a bust loses without the dealer drawing', () => {
    const d = play(stacked('6', '6', '5', 'T', 'T', '9'), ['double']);
    // 6+5+10 = 21 against 6+10 = 16, dealer draws 9 and busts
    expect(d.hands[0]).toMatchObject({ doubled: true, stake: '2.0000', result: 'win', returned: '4.0000' });
    expect(d.stake).toBe('2.0000');
    const bust = play(stacked('T', '6', '6', 'T', 'K'), ['hit']);
    expect(bust.hands[0]!.result).toBe('lose');
    expect(bust.dealer).toHaveLength(2);
    expect(code(() => play(stacked('2', '6', '3', 'T', '2', '9'), ['hit', 'double']))).toBe('house_blackjack_invalid');
  });

  it('a pair splits once into two hands, each with its own stake; split aces take one card each', () => {
    const s = play(stacked('8', '6', '8', 'T', '3', 'T', 'K'), ['split', 'stand', 'stand']);
    // hands 8+3 = 11 and 8+10 = 18 against 16, dealer draws K and busts: both win
    expect(s.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(s).toMatchObject({ stake: '2.0000', returned: '4.0000' });
    const aces = play(stacked('A', '6', 'A', 'T', 'K', '9', 'T'), ['split']);
    expect(aces.phase).toBe('done');
    // a split ace and a ten is 21, not a natural: it pays 1:1
    expect(aces.hands.map((h) => h.result)).toEqual(['win', 'win']);
    expect(aces.returned).toBe('4.0000');
    expect(code(() => play(stacked('8', '6', '9', 'T'), ['split']))).toBe('house_blackjack_invalid');
    expect(code(() => play(stacked('A', '9', 'K', '7'), ['hit']))).toBe('house_round_closed');
  });

  it('the public outcome hides the hole card until the round is over', () => {
    const open = deal(stacked('T', '9', '5', '7'), '1');
    expect(publicOutcome(open).dealer).toEqual([R['9']]);
    expect(publicOutcome(act(stacked('T', '9', '5', '7', 'K'), open, 'stand')).dealer).toEqual([R['9'], R['7'], R.K]);
  });

  // About 10 s on an idle core: each round runs the service's own engine, money in Big included.
  it('simulates 1,000,000 rounds of basic strategy within four standard deviations of the stated RTP', { timeout: 120_000 }, () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20261127);
    const ROUNDS = 1_000_000;
    let net = 0;
    let sq = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const cache: number[] = [];
      const shoe = shoeOf((i) => {
        while (cache.length <= i) cache.push(...words());
        return cache[i]!;
      });
      let s: BjState = deal(shoe, '1');
      while (s.phase !== 'done') s = act(shoe, s, basicStrategy(publicOutcome(s)));
      const r = Number(s.returned) - Number(s.stake);
      net += r;
      sq += r * r;
    }
    const rtp = 1 + net / ROUNDS;
    const sd = Math.sqrt(sq / ROUNDS - (net / ROUNDS) ** 2);
    expect(Math.abs(rtp - BLACKJACK_RTP)).toBeLessThan((4 * sd) / Math.sqrt(ROUNDS));
  });
});

/** ADR 068's shoe from its text: words from the MACs `c:n`, `c:n:1`, …; Fisher–Yates from the top over 416 cards. */
function adrShoe(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const words: number[] = [];
  for (let k = 0; words.length < count; k++) {
    const mac = createHmac('sha256', serverSeed)
      .update(k === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${k}`)
      .digest();
    for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
  }
  const shoe = [...Array(416).keys()];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor((words[i]! * (416 - i)) / 2 ** 32);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe.slice(0, count);
}

describe('blackjack over HTTP', () => {
  const player = fundedPlayer('300', 'blackjack-test-fund');
  const { post } = player;
  const balance = async () => (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).sumBalance;
  const finished: BlackjackOutcome[] = [];
  const nonces: number[] = [];

  /** Plays one round by basic strategy, each action sent twice at once (a retried request): it counts once. */
  async function playRound(key: string) {
    const dealt = await post('/wps/house/blackjack/deal', { amount: '2.00', key });
    expect(dealt.errorCode).toBeNull();
    let round = dealt.value.round;
    while (round.outcome.phase !== 'done') {
      const o = round.outcome as BlackjackOutcome;
      const body = { roundId: round.roundId, action: basicStrategy(o), step: o.actions.length };
      const [a, b] = await Promise.all([post('/wps/house/blackjack/act', body), post('/wps/house/blackjack/act', body)]);
      expect([a.errorCode, b.errorCode]).toEqual([null, null]);
      expect(a.value.round).toEqual(b.value.round);
      round = a.value.round;
    }
    finished.push(round.outcome);
    nonces.push(round.nonce);
    return round;
  }

  it('rounds by basic strategy: every stake and return goes through the ledger once, retries included', async () => {
    const before = new Big(await balance());
    for (let i = 0; i < 12; i++) {
      const round = await playRound(`blackjack-round-${i}`);
      expect(round.bet).toBe((round.outcome as BlackjackOutcome).stake);
      expect(round.win).toBe((round.outcome as BlackjackOutcome).returned);
    }
    const net = finished.reduce((s, o) => s.plus(o.returned).minus(o.stake), new Big(0));
    expect(new Big(await balance()).minus(before).eq(net)).toBe(true);
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);
  });

  it('one open round at a time, no seed reveal while open; out-of-order steps are refused in the member language', async () => {
    // deal until a round stays open (a natural on either side ends it at once)
    let open = null;
    for (let i = 0; i < 20 && !open; i++) {
      const r = (await post('/wps/house/blackjack/deal', { amount: '1.00', key: `bj-open-${i}` })).value.round;
      if (r.outcome.phase !== 'done') open = r;
      else {
        finished.push(r.outcome);
        nonces.push(r.nonce);
      }
    }
    expect(open).not.toBeNull();
    expect((await post('/wps/house/blackjack/deal', { amount: '1.00', key: 'bj-second' })).errorCode).toBe('house_round_open');
    expect((await post('/wps/house/mines/start', { amount: '1.00', key: 'bj-mines', mines: { mines: 3 } })).errorCode).toBe(
      'house_round_open',
    );
    expect((await post('/wps/house/seed/rotate', {})).errorCode).toBe('house_round_open');
    const o = open.outcome as BlackjackOutcome;
    const wrong = await post('/wps/house/blackjack/act', { roundId: open.roundId, action: 'stand', step: o.actions.length + 1 }, 'VI');
    expect(wrong).toMatchObject({
      success: false,
      errorCode: 'house_blackjack_invalid',
      message: 'Không thể thực hiện nước đi đó lúc này.',
    });
    // finish it by basic strategy
    let round = open;
    while (round.outcome.phase !== 'done') {
      const oo = round.outcome as BlackjackOutcome;
      round = (await post('/wps/house/blackjack/act', { roundId: round.roundId, action: basicStrategy(oo), step: oo.actions.length })).value
        .round;
    }
    finished.push(round.outcome);
    nonces.push(round.nonce);
  });

  it('the revealed seed reproduces every round by the ADR alone, and verify agrees', async () => {
    const rotated = await post('/wps/house/seed/rotate', {});
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    finished.forEach((o, i) => {
      const dealt = adrShoe(serverSeed, clientSeed, nonces[i]!, 4);
      expect([o.hands[0]!.cards[0], o.dealer[0], o.dealer[1]]).toEqual([dealt[0], dealt[1], dealt[3]]);
      const shoe: Shoe = (k) => adrShoe(serverSeed, clientSeed, nonces[i]!, k + 1)[k]!;
      expect(publicOutcome(replay(shoe, o.bet, o.actions))).toEqual(o);
    });
    const last = finished.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-blackjack',
      serverSeed,
      clientSeed,
      nonce: nonces.at(-1),
      blackjack: { bet: new Big(last.bet).toFixed(2), actions: last.actions },
    });
    expect(verified.value.outcome).toEqual(last);
  });

  it('trial credits play blackjack, without the wallet', async () => {
    const { trialId } = (await post('/wps/house/trial', {})).value;
    const dealt = await post('/wps/house/blackjack/deal', { amount: '10.00', key: 'bj-trial', trialId });
    expect(dealt.value.round.mode).toBe('trial');
    let round = dealt.value.round;
    let bal = dealt.value.balance;
    while (round.outcome.phase !== 'done') {
      const o = round.outcome as BlackjackOutcome;
      const r = await post('/wps/house/blackjack/act', {
        roundId: round.roundId,
        action: basicStrategy(o),
        step: o.actions.length,
        trialId,
      });
      round = r.value.round;
      bal = r.value.balance;
    }
    const o = round.outcome as BlackjackOutcome;
    expect(bal).toBe(new Big('2000').minus(o.stake).plus(o.returned).toFixed(4));
  });
});
