import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  DICE,
  type DiceOutcome,
  type DicePick,
  diceMultiplier,
  diceWinning,
  FISH_TABLE,
  type FishOutcome,
  type HouseGameId,
  type Outcome,
  type RoundPicks,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIPS,
  type SlotOutcome,
  type SlotSymbol,
} from '@arcadia/contract/house-games';
import { baccaratOutcome } from './house-games.baccarat.js';
import { blackjackShoe, deal, publicOutcome, replay } from './house-games.blackjack.js';
import { minesStart, minesVerify } from './house-games.mines.js';
import { plinkoOutcome } from './house-games.plinko.js';
import { rouletteOutcome } from './house-games.roulette.js';

/**
 * The pure engine: no database, no clock, no randomness except `newServerSeed`. Everything a
 * member needs to check a round is in ADR 010, so an outside script can reproduce it.
 */

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const hashSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** HMAC-SHA256 keyed by the server seed (its hex text, UTF-8) over `${clientSeed}:${nonce}`: 8 big-endian uint32. */
export function roundWords(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return Array.from({ length: 8 }, (_, i) => mac.readUInt32BE(i * 4));
}

/** floor(word × n / 2^32): the bias against any value is below n / 2^32 (< 1e-8 here). */
const scale = (word: number, n: number) => Math.floor((word * n) / 2 ** 32);

const LINE_BETS = SLOT_LINES.length;

/** One line's pay in line bets: the longest run from reel 1 of one symbol (W standing in), or of W itself. */
export function linePay(symbols: readonly string[]): { symbol: string; count: number; pays: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds++;
  let best = { symbol: 'W', count: wilds, pays: wilds ? (SLOT_PAYTABLE.W[wilds - 1] ?? 0) : 0 };
  const base = symbols.find((s) => s !== 'W') as SlotSymbol | undefined;
  if (base) {
    let n = 0;
    while (n < symbols.length && (symbols[n] === 'W' || symbols[n] === base)) n++;
    const pays = SLOT_PAYTABLE[base][n - 1] ?? 0;
    if (pays > best.pays) best = { symbol: base, count: n, pays };
  }
  return best;
}

export function slotOutcome(words: readonly number[]): SlotOutcome {
  const stops = SLOT_STRIPS.map((strip, reel) => scale(words[reel]!, strip.length));
  const grid = SLOT_STRIPS.map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!));
  const lines: SlotOutcome['lines'] = [];
  let linePays = 0;
  SLOT_LINES.forEach((rows, i) => {
    const pay = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (pay.pays > 0) {
      lines.push({ line: i + 1, ...pay });
      linePays += pay.pays;
    }
  });
  return { kind: 'slot', stops, grid, lines, linePays };
}

const FISH_TOTAL = FISH_TABLE.reduce((s, f) => s + f.weight, 0);

export function fishOutcome(words: readonly number[]): FishOutcome {
  const roll = scale(words[0]!, FISH_TOTAL);
  let acc = 0;
  for (const f of FISH_TABLE) {
    acc += f.weight;
    if (roll < acc) return { kind: 'fish', roll, fish: f.fish, multiplier: f.multiplier };
  }
  throw new Error('fish table does not cover its total');
}

/**
 * arcadia-dice (ADR 061): roll = floor(word0 × 10000 / 2^32), in hundredths. Over wins above the
 * target, under below it; a win pays diceMultiplier(winning rolls). The pick must be a valid one.
 */
export function diceOutcome(words: readonly number[], pick: DicePick): DiceOutcome {
  const winning = diceWinning(pick.target, pick.over);
  if (winning === null) throw new Error('dice pick outside 1%-98%');
  const roll = scale(words[0]!, DICE.rolls);
  const won = pick.over ? roll > pick.target : roll < pick.target;
  return { kind: 'dice', roll, target: pick.target, over: pick.over, payout: diceMultiplier(winning), won };
}

/** The picks must have been checked (the service does it before any money moves). */
export function outcomeOf(game: HouseGameId, serverSeed: string, clientSeed: string, nonce: number, picks: RoundPicks = {}): Outcome {
  const words = roundWords(serverSeed, clientSeed, nonce);
  switch (game) {
    case 'arcadia-dice':
      if (!picks.dice) throw new Error('a dice round needs its pick');
      return diceOutcome(words, picks.dice);
    case 'arcadia-plinko':
      if (!picks.plinko) throw new Error('a plinko round needs its rows and risk');
      return plinkoOutcome(words, picks.plinko);
    case 'arcadia-roulette':
      if (!picks.roulette) throw new Error('a roulette round needs its bets');
      return rouletteOutcome(words, picks.roulette.bets);
    case 'arcadia-baccarat':
      if (!picks.baccarat) throw new Error('a baccarat round needs its bets');
      return baccaratOutcome(words, picks.baccarat);
    case 'arcadia-mines':
      if (!picks.mines) throw new Error('a mines round needs its mine count');
      // A round starts with nothing revealed (its reveals are separate requests); a verify replays them.
      return picks.mines.picks
        ? minesVerify(serverSeed, clientSeed, nonce, picks.mines.mines, picks.mines.picks)
        : minesStart(picks.mines.mines);
    case 'arcadia-blackjack': {
      if (!picks.blackjack) throw new Error('a blackjack round needs its bet');
      const shoe = blackjackShoe(serverSeed, clientSeed, nonce);
      // A round is dealt with no action yet (they are separate requests); a verify replays them.
      const { bet, actions } = picks.blackjack;
      return publicOutcome(actions ? replay(shoe, bet, actions) : deal(shoe, bet));
    }
    case 'arcadia-slot':
      return slotOutcome(words);
    case 'arcadia-fish':
      return fishOutcome(words);
  }
}

/** What a round pays back for `bet`, exact: roulette and baccarat add up their bets' returns, the others multiply. */
export function winOf(outcome: Outcome, bet: Big): Big {
  if (outcome.kind === 'blackjack') return outcome.phase === 'done' ? new Big(outcome.returned) : new Big(0);
  return outcome.kind === 'roulette' || outcome.kind === 'baccarat' ? new Big(outcome.returned) : bet.times(multiplierOf(outcome));
}

/** The round's multiplier of the total bet (a slot pays line bets = bet / 20; roulette, baccarat: returned / stake, 8 decimals cut). */
export function multiplierOf(outcome: Outcome): Big {
  switch (outcome.kind) {
    case 'dice':
      return outcome.won ? new Big(outcome.payout) : new Big(0);
    case 'plinko':
      return new Big(outcome.payout);
    case 'mines':
      return outcome.status === 'cashed' ? new Big(outcome.payout) : new Big(0);
    case 'blackjack':
      return outcome.phase === 'done' ? new Big(outcome.returned).div(outcome.stake).round(8, Big.roundDown) : new Big(0);
    case 'roulette':
    case 'baccarat': {
      const stake = outcome.bets.reduce((s, b) => s.plus(b.amount), new Big(0));
      return stake.gt(0) ? new Big(outcome.returned).div(stake).round(8, Big.roundDown) : new Big(0);
    }
    case 'slot':
      return new Big(outcome.linePays).div(LINE_BETS);
    case 'fish':
      return new Big(outcome.multiplier);
  }
}

/**
 * The slot's exact RTP: every row of a reel shows each strip position equally often, so every line
 * sees the strips' symbol frequencies and all lines share one expectation. Summing linePay over
 * every symbol combination weighted by the product of frequencies gives it (8^5 combinations).
 */
export function slotRtp(): number {
  const freq = SLOT_STRIPS.map((strip) => {
    const m = new Map<string, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1 / strip.length);
    return [...m.entries()];
  });
  let ev = 0;
  const walk = (reel: number, symbols: string[], p: number) => {
    if (reel === freq.length) {
      ev += p * linePay(symbols).pays;
      return;
    }
    for (const [s, f] of freq[reel]!) walk(reel + 1, [...symbols, s], p * f);
  };
  walk(0, [], 1);
  // a line bet is 1/20 of the bet and there are 20 lines: the line expectation is the RTP
  return ev;
}

export function fishRtp(): number {
  return FISH_TABLE.reduce((s, f) => s + Number(f.multiplier) * f.weight, 0) / FISH_TOTAL;
}
