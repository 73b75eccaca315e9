import { randomInt } from 'node:crypto';
import { Big } from '@arcadia/contract';

/** Every outcome is drawn here, on the vendor's server; the page only shows it. */
export type Rng = (maxExclusive: number) => number;
export const cryptoRng: Rng = (max) => randomInt(max);

export type Lane = 'LIVE' | 'SPORTS' | 'FISH' | 'PVP' | 'SLOT';
/** Which game each demo vendor code serves (the seed's vendors; an unknown code is refused). */
export const VENDOR_LANES: Record<string, Lane> = {
  IMES: 'SPORTS',
  AV: 'SPORTS',
  EVO: 'LIVE',
  ALB: 'LIVE',
  BBIN: 'LIVE',
  JDB: 'FISH',
  JILI: 'FISH',
  LEG: 'PVP',
  FAKE: 'SLOT',
  PG: 'SLOT',
};

/** Stakes a page offers per lane; a round with any other stake is refused. */
export const STAKES: Record<Lane, readonly string[]> = {
  LIVE: ['1', '5', '10', '50'],
  SPORTS: ['1', '5', '10', '50'],
  FISH: ['0.1', '0.5', '1'],
  PVP: ['1', '5', '10'],
  SLOT: ['0.5', '1', '2', '5'],
};
export const PICKS: Record<Lane, readonly string[]> = {
  LIVE: ['banker', 'player', 'tie'],
  SPORTS: ['home', 'draw', 'away'],
  FISH: ['small', 'medium', 'big'],
  PVP: ['roll'],
  SLOT: ['spin'],
};

export type Outcome = { win: string; detail: Record<string, unknown> };
const times = (bet: string, m: string | number) => new Big(bet).times(m).round(2, Big.roundHalfUp).toFixed(2);

// ---- live: a baccarat coup (the standard third-card rule for the player, a simplified one for the banker) ----
const cardValue = (c: number) => (c >= 10 ? 0 : c);
export type Coup = ReturnType<typeof coup>;
export function coup(rng: Rng) {
  const draw = () => rng(13) + 1;
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const total = (h: number[]) => h.reduce((s, c) => s + cardValue(c), 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    if (total(player) <= 5) player.push(draw());
    if (total(banker) <= 5) banker.push(draw());
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, playerTotal: p, bankerTotal: b, result: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}
/** One coup per table and window: every bet of the window is settled on the same cards. */
export function playLive(c: Coup, bet: string, pick: string): Outcome {
  // Banker pays 0.95 (the 5% commission), tie 8 to 1; on a tie, banker and player bets are returned.
  let win = '0.00';
  if (pick === c.result) win = times(bet, pick === 'banker' ? '1.95' : pick === 'player' ? 2 : 9);
  else if (c.result === 'tie') win = times(bet, 1);
  return { win, detail: c };
}

// ---- sports: fixed odds; the result is drawn with the probabilities the odds imply less the margin ----
export const MATCH = { home: 'Dragons', away: 'Tigers', odds: { home: '2.10', draw: '3.30', away: '3.10' } } as const;
export function playSports(rng: Rng, bet: string, pick: string): Outcome {
  const weights = { home: 1 / 2.1, draw: 1 / 3.3, away: 1 / 3.1 };
  const sum = weights.home + weights.draw + weights.away;
  const roll = rng(1_000_000) / 1_000_000;
  const result = roll < weights.home / sum ? 'home' : roll < (weights.home + weights.draw) / sum ? 'draw' : 'away';
  const goals = result === 'home' ? [2 + rng(2), rng(2)] : result === 'away' ? [rng(2), 2 + rng(2)] : [rng(3), 0];
  if (result === 'draw') goals[1] = goals[0] as number;
  const odds = MATCH.odds[pick as keyof typeof MATCH.odds];
  return { win: pick === result ? times(bet, odds) : '0.00', detail: { result, score: goals, odds } };
}

// ---- fish: each shot aims at one fish; a hit pays its multiplier (return ~94% for every fish) ----
const FISH: Record<string, { chance: number; pays: number }> = {
  small: { chance: 470, pays: 2 },
  medium: { chance: 188, pays: 5 },
  big: { chance: 47, pays: 20 },
};
export function playFish(rng: Rng, bet: string, pick: string): Outcome {
  const fish = FISH[pick] ?? FISH.small!;
  const hit = rng(1000) < fish.chance;
  return { win: hit ? times(bet, fish.pays) : '0.00', detail: { fish: pick, hit, pays: fish.pays } };
}

// ---- pvp: two players roll two dice each; the higher total takes the pot less a 5% rake, a draw returns the stakes ----
export const rollPair = (rng: Rng) => [rng(6) + 1, rng(6) + 1];
export function settlePvp(bet: string, mine: number[], theirs: number[]): string {
  const a = mine[0]! + mine[1]!;
  const b = theirs[0]! + theirs[1]!;
  return a > b ? times(bet, '1.90') : a === b ? times(bet, 1) : '0.00';
}

// ---- slot: three reels; three alike pay the symbol, two alike side by side return half (return ~87%) ----
const REEL = ['cherry', 'cherry', 'cherry', 'cherry', 'bell', 'bell', 'bell', 'star', 'star', 'seven'];
const PAYS: Record<string, number> = { cherry: 3, bell: 8, star: 20, seven: 100 };
export function playSlot(rng: Rng, bet: string): Outcome {
  const reels = [REEL[rng(REEL.length)]!, REEL[rng(REEL.length)]!, REEL[rng(REEL.length)]!];
  const line = reels[0] === reels[1] && reels[1] === reels[2];
  const pair = !line && (reels[0] === reels[1] || reels[1] === reels[2]);
  const m = line ? PAYS[reels[0]!]! : pair ? 0.5 : 0;
  return { win: m ? times(bet, m) : '0.00', detail: { reels } };
}
