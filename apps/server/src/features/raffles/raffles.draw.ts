import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh 32-byte seed and the hash published for it before any draw. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: createHash('sha256').update(seed).digest('hex') };
}

const ROLL_SPACE = 2 ** 48;

/**
 * Provably fair draw: the roll is HMAC-SHA256(seed, "scheduleId:memberId") read as a 48-bit
 * number, so it is fixed per member before the raffle starts (claim order or timing cannot change
 * it), the operator cannot pick it after seeing the claim (the seed's hash was published first),
 * and anyone can recompute it once the seed is revealed at the due time. The prize is the one whose
 * cumulative weight range holds roll × total / 2^48 (bias below total / 2^48, i.e. none in practice).
 */
export function draw(seed: string, scheduleId: number, memberId: number, prizes: { weight: number }[]): { roll: number; index: number } {
  const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${scheduleId}:${memberId}`).digest();
  const roll = mac.readUIntBE(0, 6);
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  const point = Math.floor((roll / ROLL_SPACE) * total);
  let acc = 0;
  for (const [index, p] of prizes.entries()) {
    acc += p.weight;
    if (point < acc) return { roll, index };
  }
  return { roll, index: prizes.length - 1 };
}
