import { DICE_RTP, diceMultiplier, FISH_RTP, SLOT_RTP } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import {
  diceOutcome,
  fishOutcome,
  fishRtp,
  hashSeed,
  linePay,
  multiplierOf,
  outcomeOf,
  roundWords,
  slotOutcome,
  slotRtp,
} from '../house-games.engine.js';
import { sfc32 } from './sfc32.js';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const SPINS = 1_000_000;

describe('arcadia-slot', () => {
  it('the documented RTP is the exact return of the strips and paytable', () => {
    expect(slotRtp()).toBeCloseTo(SLOT_RTP, 12);
  });

  it(`returns the documented RTP within ±0.5% over ${SPINS.toLocaleString('en')} spins`, () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260601);
    let paid = 0;
    for (let n = 0; n < SPINS; n++) paid += slotOutcome(words()).linePays;
    const rtp = paid / 20 / SPINS;
    expect(Math.abs(rtp - SLOT_RTP)).toBeLessThan(0.005);
  }, 60_000);

  it('pays a line left to right with W standing in, the better of the two readings', () => {
    expect(linePay(['W', '7', '7', '7', 'C'])).toEqual({ symbol: '7', count: 4, pays: 125 });
    expect(linePay(['W', 'W', 'W', 'C', 'C'])).toEqual({ symbol: 'W', count: 3, pays: 50 });
    expect(linePay(['C', 'C', 'N', 'N', 'N'])).toEqual({ symbol: 'C', count: 2, pays: 1 });
    expect(linePay(['N', 'C', 'C', 'C', 'C']).pays).toBe(0);
    const o = slotOutcome([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(o.grid).toEqual([
      ['7', 'C', 'C'],
      ['N', '7', 'M'],
      ['C', 'L', 'M'],
      ['W', '7', 'M'],
      ['7', 'N', 'B'],
    ]);
    expect(o.linePays).toBe(o.lines.reduce((s, l) => s + l.pays, 0));
  });
});

describe('arcadia-fish', () => {
  it('the documented RTP is the table’s expectation', () => {
    expect(fishRtp()).toBeCloseTo(FISH_RTP, 12);
  });

  it(`returns the documented RTP within ±0.5% over ${SPINS.toLocaleString('en')} shots`, () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260602);
    let paid = 0;
    for (let n = 0; n < SPINS; n++) paid += Number(fishOutcome(words()).multiplier);
    expect(Math.abs(paid / SPINS - FISH_RTP)).toBeLessThan(0.005);
  }, 60_000);
});

describe('provably fair derivation', () => {
  it('HMAC words are uniform enough that 20,000 real-path spins land near the RTP', () => {
    let paid = 0;
    for (let nonce = 0; nonce < 20_000; nonce++) paid += slotOutcome(roundWords(SEED, 'rtp-sim', nonce)).linePays;
    // 20,000 spins: standard error ~1.3%; five of them is a broken derivation, not bad luck
    expect(Math.abs(paid / 20 / 20_000 - SLOT_RTP)).toBeLessThan(0.065);
  });

  it('is a function of (server seed, client seed, nonce) only', () => {
    expect(outcomeOf('arcadia-slot', SEED, 'c', 7)).toEqual(outcomeOf('arcadia-slot', SEED, 'c', 7));
    expect(outcomeOf('arcadia-slot', SEED, 'c', 7)).not.toEqual(outcomeOf('arcadia-slot', SEED, 'c', 8));
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(multiplierOf({ kind: 'fish', roll: 0, fish: 'shrimp', multiplier: '0.5' }).toString()).toBe('0.5');
  });
});

describe('arcadia-dice (ADR 061)', () => {
  it('a simulation of 1,000,000 rolls at 50% returns 99% ± 0.4% (4 standard deviations)', () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260603);
    const payout = Number(diceMultiplier(4999));
    let paid = 0;
    for (let n = 0; n < SPINS; n++) if (diceOutcome(words(), { target: 5000, over: true }).won) paid += payout;
    expect(Math.abs(paid / SPINS - DICE_RTP)).toBeLessThan(0.004);
  });
});
