import { createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  BLACKJACK,
  BLACKJACK_RETURN,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackOutcome,
  bjValue,
  HOUSE_ERRORS,
  handTotal,
} from '@arcadia/contract/house-games';
import { AppError } from '../../platform/http/app-error.js';
import type { RoundStep, SteppedRound } from './house-games.steps.js';

/** Card at shoe position i (0 = top), drawn lazily. */
export type Shoe = (i: number) => number;

/**
 * The shoe (ADR 068): cards 0…415 shuffled by Fisher–Yates from the top, position i swapping with
 * i + floor(word_i × (416 − i) / 2^32), only as far as the round reads. `word` gives word i.
 */
export function shoeOf(word: (i: number) => number): Shoe {
  const moved = new Map<number, number>();
  const top: number[] = [];
  const at = (k: number) => moved.get(k) ?? k;
  return (i: number) => {
    while (top.length <= i) {
      const p = top.length;
      const j = p + Math.floor((word(p) * (BLACKJACK.cards - p)) / 2 ** 32);
      const [cp, cj] = [at(p), at(j)];
      moved.set(p, cj);
      moved.set(j, cp);
      top.push(cj);
    }
    return top[i]!;
  };
}

/** Word i is word i mod 8 of HMAC-SHA256(serverSeed, "c:n" for the first eight, then "c:n:k" for block k). */
export function blackjackShoe(serverSeed: string, clientSeed: string, nonce: number): Shoe {
  const blocks: number[][] = [];
  return shoeOf((i) => {
    const k = Math.floor(i / 8);
    while (blocks.length <= k) {
      const b = blocks.length;
      const mac = createHmac('sha256', serverSeed)
        .update(b === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${b}`)
        .digest();
      blocks.push(Array.from({ length: 8 }, (_, w) => mac.readUInt32BE(w * 4)));
    }
    return blocks[k]![i % 8]!;
  });
}

/** The whole state, the hole card included; `publicOutcome` is what the player may see. */
export type BjState = Omit<BlackjackOutcome, 'kind'> & { next: number };

const m4 = (v: Big | string) => new Big(v).toFixed(4);
const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21;
const invalid = () => new AppError(HOUSE_ERRORS.blackjackInvalid);
const hand = (cards: number[], stake: string): BlackjackHand => ({
  cards,
  stake,
  doubled: false,
  done: false,
  result: null,
  returned: '0.0000',
});

/** Deals player, dealer up, player, dealer hole (positions 0–3); an ace up asks about insurance first. */
export function deal(shoe: Shoe, bet: string): BjState {
  const s: BjState = {
    bet: m4(bet),
    phase: 'player',
    hands: [hand([shoe(0), shoe(2)], m4(bet))],
    active: 0,
    dealer: [shoe(1), shoe(3)],
    insurance: null,
    actions: [],
    stake: m4(bet),
    returned: '0.0000',
    next: 4,
  };
  if (bjValue(s.dealer[0]!) === 1) return { ...s, phase: 'insurance' };
  return peek(s);
}

/** The dealer checks for blackjack (it can have one only under an ace or a ten); a blackjack on either side ends the round. */
function peek(s: BjState): BjState {
  const dealerBj = isBlackjack(s.dealer);
  const playerBj = isBlackjack(s.hands[0]!.cards);
  if (!dealerBj && !playerBj) return { ...s, phase: 'player' };
  const h = s.hands[0]!;
  const result = dealerBj ? (playerBj ? 'push' : 'lose') : 'blackjack';
  const ret = result === 'push' ? h.stake : result === 'blackjack' ? new Big(h.stake).times(BLACKJACK_RETURN.blackjack) : '0';
  return settled({ ...s, hands: [{ ...h, done: true, result, returned: m4(ret) }] });
}

/** Adds the returns up, insurance included (it pays 2:1 only against a dealer blackjack). */
function settled(s: BjState): BjState {
  const insured = s.insurance && isBlackjack(s.dealer) ? new Big(s.insurance).times(BLACKJACK_RETURN.insurance) : new Big(0);
  const returned = s.hands.reduce((sum, h) => sum.plus(h.returned), insured);
  return { ...s, phase: 'done', returned: m4(returned) };
}

/** One action; anything not allowed at this point is refused (`house_blackjack_invalid`) and changes nothing. */
export function act(shoe: Shoe, s: BjState, action: BlackjackAction): BjState {
  if (s.phase === 'done') throw new AppError(HOUSE_ERRORS.roundClosed);
  const actions = [...s.actions, action];
  if (s.phase === 'insurance') {
    if (action === 'decline') return peek({ ...s, actions });
    if (action !== 'insure') throw invalid();
    const insurance = m4(new Big(s.bet).div(2));
    return peek({ ...s, actions, insurance, stake: m4(new Big(s.stake).plus(insurance)) });
  }
  const hands = s.hands.map((h) => ({ ...h, cards: [...h.cards] }));
  const h = hands[s.active]!;
  let next = s.next;
  let stake = new Big(s.stake);
  const draw = (into: BlackjackHand) => {
    into.cards.push(shoe(next++));
    // 21 or over: nothing more to decide for this hand
    if (handTotal(into.cards).total >= 21) into.done = true;
  };
  const splitAces = hands.length > 1 && bjValue(hands[0]!.cards[0]!) === 1;
  switch (action) {
    case 'hit':
      if (splitAces) throw invalid();
      draw(h);
      break;
    case 'stand':
      h.done = true;
      break;
    case 'double':
      if (h.cards.length !== 2 || splitAces) throw invalid();
      stake = stake.plus(h.stake);
      h.stake = m4(new Big(h.stake).times(2));
      h.doubled = true;
      draw(h);
      h.done = true;
      break;
    case 'split': {
      const [a, b] = h.cards;
      if (hands.length >= BLACKJACK.maxHands || h.cards.length !== 2 || bjValue(a!) !== bjValue(b!)) throw invalid();
      const second = { ...hand([b!], h.stake) };
      h.cards = [a!];
      stake = stake.plus(h.stake);
      draw(h);
      draw(second);
      hands.push(second);
      // split aces take one card each and stand
      if (bjValue(a!) === 1) for (const x of hands) x.done = true;
      break;
    }
    default:
      throw invalid();
  }
  const state: BjState = { ...s, hands, actions, next, stake: m4(stake) };
  const active = hands.findIndex((x) => !x.done);
  if (active >= 0) return { ...state, active };
  return dealerPlays(shoe, state);
}

/** The dealer turns the hole card and draws to 17, standing on every 17 (soft included); no draw when every hand is bust. */
function dealerPlays(shoe: Shoe, s: BjState): BjState {
  const dealer = [...s.dealer];
  let next = s.next;
  const live = s.hands.some((h) => handTotal(h.cards).total <= 21);
  if (live) while (handTotal(dealer).total < 17) dealer.push(shoe(next++));
  const dt = handTotal(dealer).total;
  const hands = s.hands.map((h): BlackjackHand => {
    const t = handTotal(h.cards).total;
    const result = t > 21 ? 'lose' : dt > 21 || t > dt ? 'win' : t === dt ? 'push' : 'lose';
    const ret = result === 'win' ? new Big(h.stake).times(BLACKJACK_RETURN.win) : result === 'push' ? new Big(h.stake) : new Big(0);
    return { ...h, done: true, result, returned: m4(ret) };
  });
  return settled({ ...s, dealer, next, hands, active: 0 });
}

/** A round from its bet and actions: how the service steps and how a verify checks. */
export function replay(shoe: Shoe, bet: string, actions: readonly BlackjackAction[]): BjState {
  let s = deal(shoe, bet);
  for (const a of actions) s = act(shoe, s, a);
  return s;
}

/** What the player sees: the hole card stays hidden until the round is over. */
export function publicOutcome(s: BjState): BlackjackOutcome {
  const { next: _next, ...rest } = s;
  return { kind: 'blackjack', ...rest, dealer: s.phase === 'done' ? s.dealer : s.dealer.slice(0, 1) };
}

/**
 * One action of an open blackjack round, `step` being its index: the same step again (a retry after a
 * lost answer) is `same`; a step out of order is refused, as is any step after the round is over.
 */
export function blackjackAdvance(round: SteppedRound, serverSeed: string, action: BlackjackAction, step: number): RoundStep {
  const state = round.outcome as BlackjackOutcome;
  if (step < state.actions.length) {
    if (state.actions[step] !== action) throw new AppError(HOUSE_ERRORS.blackjackInvalid);
    return { same: true };
  }
  if (state.phase === 'done') throw new AppError(HOUSE_ERRORS.roundClosed);
  if (step > state.actions.length) throw new AppError(HOUSE_ERRORS.blackjackInvalid);
  const shoe = blackjackShoe(serverSeed, round.clientSeed, round.nonce);
  const next = act(shoe, replay(shoe, state.bet, state.actions), action);
  return { outcome: publicOutcome(next), win: next.phase === 'done' ? next.returned : '0.0000', stake: next.stake };
}
