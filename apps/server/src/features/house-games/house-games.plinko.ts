import { PLINKO_PAYTABLE, type PlinkoOutcome, type PlinkoPick } from '@arcadia/contract/house-games';

/**
 * arcadia-plinko (ADR 062): row i (0 = top) sends the ball right when bit i of the round's MAC is
 * 1, reading the MAC's bytes in order and each byte from its most significant bit; 16 rows use the
 * first two bytes (the top half of word 0). The slot is the number of right turns.
 */
export function plinkoOutcome(words: readonly number[], pick: PlinkoPick): PlinkoOutcome {
  const word0 = words[0]!;
  const path = Array.from({ length: pick.rows }, (_, i) => (word0 >>> (31 - i)) & 1);
  const slot = path.reduce((s, b) => s + b, 0);
  return { kind: 'plinko', rows: pick.rows, risk: pick.risk, path, slot, payout: PLINKO_PAYTABLE[pick.rows][pick.risk][slot]! };
}

/** Σ C(rows, k) × pay[k] / 2^rows in doubles (within 1e-12 of the exact sum, which plinko.test.ts takes in Big). */
export function plinkoRtp(pick: PlinkoPick): number {
  let c = 1;
  let sum = 0;
  PLINKO_PAYTABLE[pick.rows][pick.risk].forEach((pay, k) => {
    sum += c * Number(pay);
    c = (c * (pick.rows - k)) / (k + 1);
  });
  return sum / 2 ** pick.rows;
}
