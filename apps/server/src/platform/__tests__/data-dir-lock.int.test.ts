import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.js';

const serverDir = new URL('../../../', import.meta.url).pathname;
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'arcadia-lock-'));
  dirs.push(d);
  return d;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the real server process; resolves when it listens or exits. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      INIT_CWD: serverDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const outcome = new Promise<{ listening: boolean; code: number | null }>((resolve) => {
    child.stdout!.on('data', () => output.includes('Arcadia is serving') && resolve({ listening: true, code: null }));
    child.on('exit', (code) => resolve({ listening: false, code }));
  });
  return { child, outcome, output: () => output };
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
    const first = startServer(dir, await freePort());
    expect((await first.outcome).listening).toBe(true);

    const second = startServer(dir, await freePort());
    const result = await second.outcome;
    expect(result).toEqual({ listening: false, code: 75 });
    expect(second.output()).toContain('is in use by another Arcadia process');

    const firstPort = Number(first.output().match(/localhost:(\d+)/)?.[1]);
    const res = await fetch(`http://127.0.0.1:${firstPort}/wps/system/settings/consolidated`, { headers: { Merchant: 'demo' } });
    const body = (await res.json()) as { value: { merchant: { code: string } } };
    expect(body.value.merchant.code).toBe('demo');

    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));
    const third = startServer(dir, await freePort());
    expect((await third.outcome).listening).toBe(true);
    third.child.kill('SIGTERM');
    await new Promise((r) => third.child.once('exit', r));
  }, 90_000);
});
