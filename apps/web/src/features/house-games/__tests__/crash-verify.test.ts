import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCrash } from '../crash-verify';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** ADR 069's crash point, written again from its text with Node's crypto. */
function adrCrash(hash: string): string {
  const r = BigInt(`0x${createHmac('sha256', Buffer.from(hash, 'utf8')).update('arcadia-crash', 'utf8').digest('hex').slice(0, 13)}`);
  const e = 1n << 52n;
  let n = (99n * e) / (e - r);
  if (n * (e - r) < 99n * e) n += 1n;
  return (Math.min(Math.max(Number(n), 100), 1_000_000) / 100).toFixed(2);
}

describe("the board's own check of a crash round (ADR 069)", () => {
  it('agrees with the ADR on the crash point and walks the chain back to the commitment', async () => {
    // A chain of 30: h30 the seed, h0 the commitment; round k reveals h_k.
    const chain = [randomBytes(32).toString('hex')];
    for (let i = 0; i < 30; i++) chain.unshift(sha(chain[0]!));
    const commitment = chain[0]!;
    for (const k of [1, 2, 17, 30]) {
      const check = await verifyCrash(chain[k]!, k, commitment, subtle);
      expect(check).toEqual({ crash: adrCrash(chain[k]!), previous: chain[k - 1], reached: commitment, matches: true });
    }
    // The right hash at the wrong place, or another chain's commitment, does not match.
    expect((await verifyCrash(chain[5]!, 4, commitment, subtle)).matches).toBe(false);
    expect((await verifyCrash(chain[5]!, 5, sha('other'), subtle)).matches).toBe(false);
  });

  it('refuses what is not a round: a short hash, a place outside the chain, a page without Web Crypto', async () => {
    const h = randomBytes(32).toString('hex');
    await expect(verifyCrash(h.slice(1), 1, null, subtle)).rejects.toThrow('invalid');
    await expect(verifyCrash(h, 0, null, subtle)).rejects.toThrow('invalid');
    await expect(verifyCrash(h, 10_001, null, subtle)).rejects.toThrow('invalid');
    await expect(verifyCrash(h, 1, null, null)).rejects.toThrow('insecure');
  });
});
