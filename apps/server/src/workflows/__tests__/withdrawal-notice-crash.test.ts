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
import { TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { WITHDRAWAL_DECIDED, withdrawalNotices } from '../decide-withdrawal.js';

// Issue 23 / ADR 050: a withdrawal's decision, its money and the event of its notice commit
// together. A process killed (-9) after the decisions and before any dispatch loses no notice: the
// next process on the same data sends each member notice exactly once.
const serverDir = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arcadia-withdrawal-crash-'));
let t: TestApp;
let database: Database;
let ids: { merchantId: number; memberId: number; pending: number; paid: number; refused: number };

async function decideAndDie() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/workflows/__tests__/withdrawal-notice-crash.child.ts'], {
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

/** The member's WITHDRAW notices, oldest first. */
async function notices() {
  const result = await t.database.db.execute(
    sql`select data from notifications where merchant_id = ${ids.merchantId} and member_id = ${ids.memberId} and type = 'WITHDRAW' order by id`,
  );
  return (result as unknown as { rows: { data: { amount: string; success: boolean; remarks: string } }[] }).rows.map((r) => r.data);
}

beforeAll(async () => {
  ids = await decideAndDie();
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

describe('a withdrawal decision’s notice across a kill -9', () => {
  it('the killed process committed both decisions with their money and events, and sent no notice', async () => {
    expect(ids.pending).toBe(2);
    expect(await t.features.outbox.pending()).toBe(2);
    expect(await notices()).toEqual([]);
    // The approved 100 left, the rejected 100 came back: 400 available, nothing held.
    t.features.wallet.service.onChanged(`${ids.merchantId}:${ids.memberId}`);
    const main = (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((b) => b.accountName === 'MAIN');
    expect(main?.availBalance).toBe('400.0000');
  });

  it('after the restart each member notice is sent exactly once; draining again and a retried decision send none', async () => {
    await t.features.outbox.drain();
    const expected = [
      { amount: '100.0000', success: true, remarks: 'paid out', popup: true },
      { amount: '100.0000', success: false, remarks: 'name mismatch', popup: true },
    ];
    expect(await notices()).toEqual(expected);
    expect(await t.features.outbox.pending()).toBe(0);
    await t.features.outbox.drain();
    await t.features.cashier.service.decide(ids.merchantId, ids.paid, 'approved', 'paid out');
    await t.features.outbox.drain();
    expect(await notices()).toEqual(expected);
    // The consumer run again for an event it handled (a crash between its notice and its receipt)
    // finds the notice keyed by the event's id and sends nothing.
    const events = await t.database.db.execute(sql`select id, payload from outbox_events where type = ${WITHDRAWAL_DECIDED} order by id`);
    const [notice] = withdrawalNotices({ notifications: t.features.notifications.service });
    for (const e of (events as unknown as { rows: { id: number; payload: never }[] }).rows)
      await notice!.handle({
        id: Number(e.id),
        type: WITHDRAWAL_DECIDED,
        merchantId: ids.merchantId,
        payload: e.payload,
        createdAt: new Date(),
      });
    expect(await notices()).toEqual(expected);
  });
});
