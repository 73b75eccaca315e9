import { createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { HOUSE_ERRORS, MINES, type MinesOutcome, minesMultiplier } from '@arcadia/contract/house-games';
import { AppError } from '../../platform/http/app-error.js';
import type { RoundStep, SteppedRound } from './house-games.steps.js';

/**
 * arcadia-mines (ADR 067). The layout is fixed when the round starts, from the seed row's server
 * seed, client seed and nonce: 24 uint32 words, words 0–7 being the round's MAC (the same as every
 * Original's) and words 8k…8k+7 the big-endian words of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`).
 * A Fisher–Yates shuffle of tiles 0…24 draws position i from the tiles left with word i
 * (j = i + floor(word × (25 − i) / 2^32)); the first `mines` tiles drawn are the mines.
 */
export function minesWords(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const words: number[] = [];
  for (let k = 0; k < 3; k++) {
    const mac = createHmac('sha256', serverSeed)
      .update(k === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${k}`)
      .digest();
    for (let i = 0; i < 8; i++) words.push(mac.readUInt32BE(i * 4));
  }
  return words;
}

/** The mines' tiles, sorted. */
export function minesLayout(words: readonly number[], mines: number): number[] {
  const tiles = Array.from({ length: MINES.tiles }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor((words[i]! * (MINES.tiles - i)) / 2 ** 32);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/**
 * The state after `picks` (each tile once, in order): busted at the first mine, cashed when every
 * safe tile is open (nothing is left to risk), otherwise open — or cashed when `cashOut` says so.
 * The layout is shown only once the round is over.
 */
export function minesState(layout: readonly number[], mines: number, picks: readonly number[], cashOut = false): MinesOutcome {
  const hit = picks.findIndex((t) => layout.includes(t));
  if (hit >= 0) return { kind: 'mines', mines, picks: picks.slice(0, hit + 1), status: 'busted', layout: [...layout], payout: '0.0000' };
  const payout = minesMultiplier(mines, picks.length);
  const over = cashOut || picks.length === MINES.tiles - mines;
  return { kind: 'mines', mines, picks: [...picks], status: over ? 'cashed' : 'open', layout: over ? [...layout] : null, payout };
}

/** A round just started: nothing revealed, the layout secret. */
export const minesStart = (mines: number): MinesOutcome => ({
  kind: 'mines',
  mines,
  picks: [],
  status: 'open',
  layout: null,
  payout: '0.0000',
});

/** A verify replays the round's reveals; a round that did not bust is shown as cashed out there. */
export function minesVerify(serverSeed: string, clientSeed: string, nonce: number, mines: number, picks: readonly number[]): MinesOutcome {
  const layout = minesLayout(minesWords(serverSeed, clientSeed, nonce), mines);
  return minesState(layout, mines, [...new Set(picks)], true);
}

/**
 * One step of an open mines round: reveal `tile`, or cash out (no tile). The same step again (a retry
 * after a lost answer) is `same`; anything else on a finished round is refused.
 */
export function minesAdvance(round: SteppedRound, serverSeed: string, tile: number | undefined): RoundStep {
  const state = round.outcome as MinesOutcome;
  if (state.status !== 'open' || (tile !== undefined && state.picks.includes(tile))) {
    const same = tile === undefined ? state.status === 'cashed' : state.picks.includes(tile);
    if (!same) throw new AppError(HOUSE_ERRORS.roundClosed);
    return { same: true };
  }
  if (tile === undefined && state.picks.length === 0) throw new AppError(HOUSE_ERRORS.minesNoPick);
  // The round's own client seed and nonce: the seed row's client seed may have changed since.
  const layout = minesLayout(minesWords(serverSeed, round.clientSeed, round.nonce), state.mines);
  const next = minesState(layout, state.mines, tile === undefined ? state.picks : [...state.picks, tile], tile === undefined);
  const win = next.status === 'cashed' ? new Big(round.bet).times(next.payout) : new Big(0);
  return { outcome: next, win: win.toFixed(4), stake: new Big(round.bet).toFixed(4) };
}
