import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../platform/clock.js';
import { type Database, openDatabase } from '../../platform/db/client.js';
import { OUTBOX_RETRY } from '../../platform/outbox/index.js';
import { TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { accruals } from './bets.fixture.js';

// ADR 043: a bet's events commit with the bet. A process killed (-9) after the commit and before
// any dispatch loses nothing: the next process on the same data dispatches each event once.
const serverDir = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arcadia-outbox-crash-'));
let t: TestApp;
let database: Database;
let ids: { merchantId: number; memberId: number; pending: number };

/** Runs the child until it reports its bets committed, then kills it -9. */
async function betAndDie() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/workflows/__tests__/outbox-crash.child.ts'], {
    cwd: serverDir,
    env: { ...process.env, OUTBOX_CRASH_DIR: dir, INIT_CWD: serverDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const committed = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const line = output.split('\n').find((l) => l.startsWith('COMMITTED '));
      if (line) resolve(line.slice('COMMITTED '.length));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before committing:\n${output}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return JSON.parse(committed) as typeof ids;
}

beforeAll(async () => {
  ids = await betAndDie();
  database = await openDatabase({ kind: 'pglite', dataDir: dir });
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY }), webDist: '/nonexistent' };
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const { app, features } = await buildApp({ config, database, clock });
  await app.ready();
  t = { app, features, database, clock } as unknown as TestApp;
}, 300_000);
afterAll(async () => {
  await t?.app.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('transactional outbox across a kill -9', () => {
  it('the killed process committed its bets and their events, and dispatched none', async () => {
    // A house spin writes bet.placed (and bet.settled when it wins), a lottery ticket bet.placed.
    expect(ids.pending).toBeGreaterThanOrEqual(2);
    expect(await t.features.outbox.pending()).toBe(ids.pending);
    const before = await accruals(t, ids.merchantId, ids.memberId);
    // The agents' turnover is written in the bet's own transaction; the rest waits for dispatch.
    expect(before).toMatchObject({ agentTurnover: '20.0000', agentBets: 2, points: '0.0000', rebateTurnover: '0.0000', vipDue: 0 });
  });

  it('the next process dispatches every event exactly once; draining again doubles nothing', async () => {
    await t.features.outbox.drain();
    const expected = {
      points: '0.2000',
      rebateTurnover: '20.0000',
      missionStakes: '20.0000',
      agentTurnover: '20.0000',
      agentBets: 2,
      vipDue: 1,
    };
    expect(await accruals(t, ids.merchantId, ids.memberId)).toEqual(expected);
    expect(await t.features.outbox.pending()).toBe(0);
    await t.features.outbox.drain();
    expect(await accruals(t, ids.merchantId, ids.memberId)).toEqual(expected);
    // Bets send no member notice today; none appeared either.
    const notices = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where merchant_id = ${ids.merchantId} and member_id = ${ids.memberId}`,
    );
    expect((notices as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a failing consumer is retried after its backoff; consumers that succeeded are not run again', async () => {
    const calls = { steady: 0, flaky: 0 };
    t.features.outbox.subscribe(
      { name: 'test.steady', type: 'test.crash', handle: async () => void calls.steady++ },
      {
        name: 'test.flaky',
        type: 'test.crash',
        handle: async () => {
          calls.flaky++;
          if (calls.flaky === 1) throw new Error('first attempt fails');
        },
      },
    );
    await t.database.db.transaction((tx) => t.features.outbox.write(tx, 'test.crash', ids.merchantId, { n: 1 }));
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 1 });
    expect(await t.features.outbox.pending()).toBe(1);
    // Not due yet: the backoff holds it.
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 1 });
    t.clock.advance(OUTBOX_RETRY.baseMs);
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 2 });
    expect(await t.features.outbox.pending()).toBe(0);
  });
});
