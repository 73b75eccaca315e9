import { type ChildProcess, spawn } from 'node:child_process';
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
