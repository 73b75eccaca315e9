import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../platform/clock.js';
import { openDatabase } from '../../platform/db/client.js';
import { TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { seedDemo } from '../seed-demo.js';

/**
 * The crash tests (ADR 043, 050): a child process commits work on a file-backed PGlite with the
 * after-commit dispatch off, reports it, and is killed -9; the test then opens the same data dir in a
 * fresh app, as a restarted instance would.
 */
const serverDir = new URL('../../../', import.meta.url).pathname;
const CRASH_CLOCK = new Date('2026-06-01T12:00:00Z');
const config = () => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY }),
  webDist: '/nonexistent',
});

/** An app on the data dir; the child passes `outboxNudge: false` so nothing dispatches before its kill. */
export async function appOnDataDir(dataDir: string, outboxNudge?: false): Promise<TestApp> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const clock = new ManualClock(CRASH_CLOCK);
  const { app, features } = await buildApp({ config: config(), database, clock, features: outboxNudge === false ? { outboxNudge } : {} });
  if (await features.system.isEmpty()) await seedDemo(features);
  await app.ready();
  return { app, features, database, clock, close: async () => {} } as unknown as TestApp;
}

/** In the child: report what committed (one line), then wait for the kill; no graceful close, no drain. */
export function reportCommitted(value: unknown): void {
  process.stdout.write(`COMMITTED ${JSON.stringify(value)}\n`);
  setInterval(() => {}, 60_000);
}

/**
 * Runs `script` (a path under the server folder) on a fresh temporary data dir until it reports its
 * work committed, kills it -9, and returns what it reported and the data dir; `remove` deletes the dir.
 */
export async function runUntilCommittedThenKill<T>(script: string, prefix: string): Promise<{ committed: T; dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, OUTBOX_CRASH_DIR: dir, INIT_CWD: serverDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const committed = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d;
      const line = output.split('\n').find((l) => l.startsWith('COMMITTED '));
      if (line) resolve(line.slice('COMMITTED '.length));
    });
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before committing:\n${output}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return { committed: JSON.parse(committed) as T, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The whole crash: the child runs and is killed, then a fresh app opens its data; `close` ends both. */
export async function restartAfterCrash<T>(script: string, prefix: string): Promise<{ committed: T; t: TestApp; close(): Promise<void> }> {
  const run = await runUntilCommittedThenKill<T>(script, prefix);
  const t = await appOnDataDir(run.dir);
  return {
    committed: run.committed,
    t,
    close: async () => {
      await t.app.close();
      await t.database.close();
      run.remove();
    },
  };
}
