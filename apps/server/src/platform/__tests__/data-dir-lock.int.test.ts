import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../../test/server-process.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'arcadia-lock-'));
  dirs.push(d);
  return d;
}

function start(dataDir: string, port: number) {
  const s = startServer({ DATA_DIR: dataDir, PORT: String(port) });
  children.push(s.child);
  return s;
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('embedded database directory lock', () => {
  it('refuses a second lock in the same live process and releases on demand', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'arcadia.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() }));
    const release = acquireDataDirLock(dir);
    release();
  });

  it('a second server on the same DATA_DIR refuses to start; the first keeps serving', async () => {
    const dir = tempDir();
    const first = start(dir, await freePort());
    expect((await first.outcome).listening).toBe(true);

    const second = start(dir, await freePort());
    const result = await second.outcome;
    expect(result).toEqual({ listening: false, code: 75 });
    expect(second.output()).toContain('is in use by another Arcadia process');

    const firstPort = Number(first.output().match(/localhost:(\d+)/)?.[1]);
    const res = await fetch(`http://127.0.0.1:${firstPort}/wps/system/settings/consolidated`, { headers: { Merchant: 'demo' } });
    const body = (await res.json()) as { value: { merchant: { code: string } } };
    expect(body.value.merchant.code).toBe('demo');

    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));
    const third = start(dir, await freePort());
    expect((await third.outcome).listening).toBe(true);
    third.child.kill('SIGTERM');
    await new Promise((r) => third.child.once('exit', r));
    // Slow for a reason: three cold boots of the real server on a fresh data dir (migrations and demo
    // seed, ~15 s each on a quiet core); 90 s ran out when the suite shared the machine with e2e.
  }, 240_000);
});
