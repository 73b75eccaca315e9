import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CRASH, crashHundredthsAt, crashPointOfR } from '@arcadia/contract/house-games';

/**
 * Arcadia Crash's pure rules (ADR 069): the hash chain and the crash point. No clock, no database.
 *
 * The chain: h_N = a secret seed (64 hex), h_i = sha256(h_{i+1} as its hex text). h_0 is the
 * commitment, published before round 1; round k uses h_k, so sha256(h_k) = h_{k−1}: each revealed
 * hash proves every earlier one, and the whole chain was fixed before the first round.
 */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
export const newChainSeed = () => randomBytes(32).toString('hex');

/** h_index of the chain whose seed is h_length (index 0 = the commitment). */
export function chainHash(seed: string, length: number, index: number): string {
  if (!(index >= 0 && index <= length)) throw new RangeError('crash: index outside the chain');
  let h = seed;
  for (let i = length; i > index; i--) h = sha256Hex(h);
  return h;
}

/**
 * The crash point in hundredths: r = the first 52 bits of HMAC-SHA256(key = hash text, message = salt),
 * then crashPointOfR (in the contract, so the board's verify form computes the same number).
 */
export function crashPointOf(hash: string, salt: string = CRASH.salt): number {
  return crashPointOfR(BigInt(`0x${createHmac('sha256', hash).update(salt).digest('hex').slice(0, 13)}`));
}

/** ms after the start at which the multiplier first reaches `hundredths` (the bust, for the crash point). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH.growth) - 2);
  while (crashHundredthsAt(t) < hundredths) t++;
  return t;
}

export const fmt = (hundredths: number) => (hundredths / 100).toFixed(2);
export const hundredthsOf = (multiplier: string) => Math.round(Number(multiplier) * 100);
