import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

const serverDir = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the real server process (src/main.ts); `outcome` settles when it listens or exits. */
export function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', INIT_CWD: serverDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const outcome = new Promise<{ listening: boolean; code: number | null }>((resolve) => {
    child.stdout!.on('data', () => output.includes('Arcadia is serving') && resolve({ listening: true, code: null }));
    child.on('exit', (code) => resolve({ listening: false, code }));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, outcome, exited, output: () => output };
}

/**
 * Two server processes on one fresh PostgreSQL database and one Redis, started at once (one migrates,
 * the other waits for it); A seeds the demo. `stop` ends both (SIGTERM; a killed one is just awaited)
 * and drops the database.
 */
export async function startTwoInstances(
  env: { DATABASE_URL: string; REDIS_URL: string } & Record<string, string>,
  drop: () => Promise<void>,
) {
  const [portA, portB] = [await freePort(), await freePort()];
  // The pair's own namespace: other test files share this Redis, and their sign-ins from 127.0.0.1
  // would otherwise use up this pair's per-address limits (a CI failure) and cross its events.
  const ns = { REDIS_KEY_PREFIX: `test:${randomUUID()}`, ...env };
  const a = startServer({ ...ns, PORT: String(portA), SEED_DEMO: 'true' });
  const b = startServer({ ...ns, PORT: String(portB) });
  const stop = async () => {
    for (const s of [a, b]) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    await drop();
  };
  return { a, b, portA, portB, stop };
}
