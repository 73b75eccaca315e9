import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, TEST_DATABASE_URL } from '../../../test/harness.js';
import { freePort, startServer } from '../../../test/server-process.js';

const TOKEN = 'crash-test-ops-token-0123456789';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * kill -9 in the middle of a stream of money movements, then a restart on the same data: the
 * books must reconcile (every wallet equals its ledger, no half-applied movement) and every
 * movement the server confirmed before dying must be there.
 */
async function crashAndRecover(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = startServer({ ...env, PORT: String(port), OPS_API_TOKEN: TOKEN, SEED_DEMO: 'true' });
  expect((await first.outcome).listening).toBe(true);
  const confirmed: string[] = [];
  let n = 0;
  const worker = async () => {
    for (;;) {
      const key = `crash-${n++}`;
      try {
        const res = await fetch(`${base}/ops/merchants/demo/members/player01/adjust`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: '1.25', key, remarks: 'load' }),
        });
        if (((await res.json()) as { success: boolean }).success) confirmed.push(key);
      } catch {
        return; // the server is gone
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  // Killed in the middle of the stream once it is well under way: after a number of confirmed
  // movements, not after a fixed time (a loaded machine confirmed only 5 in 1.5 s on PostgreSQL).
  const started = Date.now();
  while (confirmed.length < 12 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 25));
  first.child.kill('SIGKILL');
  await load;
  await first.exited;
  expect(confirmed.length).toBeGreaterThanOrEqual(12);

  const second = startServer({ ...env, PORT: String(port), OPS_API_TOKEN: TOKEN });
  expect((await second.outcome).listening).toBe(true);
  try {
    type Answer = { success: boolean; value: { ok: boolean; sumBalance: string } };
    const books = (await (
      await fetch(`${base}/ops/merchants/demo/reconcile`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json()) as Answer;
    expect(books.value).toMatchObject({ ok: true, accounts: [], transactions: [] });
    // every confirmed movement survived: replaying its key returns the stored answer, not a new credit
    const before = (await (
      await fetch(`${base}/ops/merchants/demo/members/player01/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1.25', key: confirmed.at(-1), remarks: 'load' }),
      })
    ).json()) as Answer;
    expect(before.success).toBe(true);
    expect(Number(before.value.sumBalance)).toBeGreaterThanOrEqual(confirmed.length * 1.25);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}

describe('crash safety of the ledger (kill -9 under load, restart, reconcile)', () => {
  it('on the embedded PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-crash-'));
    dirs.push(dir);
    await crashAndRecover({ DATA_DIR: dir });
  }, 120_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'on PostgreSQL',
    async () => {
      const db = await freshPostgres();
      try {
        await crashAndRecover({ DATABASE_URL: db.url, SEED_DEMO: 'true' });
      } finally {
        await db.drop();
      }
    },
    120_000,
  );
});
