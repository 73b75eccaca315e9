import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// README, ARCHITECTURE and the root engines promise Node >= 20.19 (the machine and CI run 20):
// a locked package that wants a later major makes `npm ci` warn EBADENGINE and may break there.
const SUPPORTED_MAJOR = 20;

/** The lowest major each `||` alternative of an engines range admits; `*` admits any. */
function lowestMajors(range: string): number[] {
  return range.split('||').map((alt) => {
    const m = /(\d+)/.exec(alt.trim());
    return m ? Number(m[1]) : 0;
  });
}

describe('locked dependencies run on the Node the project promises', () => {
  it('no package in package-lock.json asks for a Node major above 20 only', () => {
    const lock = JSON.parse(readFileSync(new URL('../../../../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && lowestMajors(p.engines.node).every((major) => major > SUPPORTED_MAJOR))
      .map(([path, p]) => `${path}@${p.version} (${p.engines?.node})`);
    expect(tooNew).toEqual([]);
  });
});
