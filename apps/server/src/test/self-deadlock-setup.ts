import { afterAll, afterEach } from 'vitest';
import { watchSelfDeadlocks } from '../platform/db/pglite-guard.js';

/**
 * Every server test file: a PGlite self-deadlock (a pool query sent from inside a transaction's
 * code, see platform/db/pglite-guard.ts) fails the test it happened in, even when the code around
 * it swallowed the error or a retry succeeded. 2 s instead of 5 s: a real transaction here takes
 * milliseconds, and the failing test should not also run into its timeout.
 */
export const selfDeadlocks: string[] = [];
watchSelfDeadlocks((message) => selfDeadlocks.push(message), 2_000);

const fail = () => {
  if (!selfDeadlocks.length) return;
  const seen = selfDeadlocks.splice(0);
  throw new Error(`PGlite self-deadlock (nothing inside a transaction may read through the pool):\n${seen.join('\n\n')}`);
};
afterEach(fail);
// A report from a beforeAll with no test after it, or from an afterAll.
afterAll(fail);
