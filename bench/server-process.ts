// Starts the real server (apps/server/src/main.ts, or the compiled dist/main.js) as its own process
// for a benchmark, on a fresh embedded database, or on PostgreSQL when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type BenchServer = {
  base: string;
  child: ChildProcess;
  /** From spawning the process to its "serving" line: migrations, seed check, listening. */
  startupMs: number;
  rssBytes(): number;
  /** User plus system CPU the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

/** TypeScript compiled at launch by tsx, from apps/server. */
export const TSX_ARGS = ['--import', 'tsx', 'src/main.ts'];

/**
 * `dataDir`: an embedded database to keep across restarts (the caller removes it); by default a fresh
 * one, removed on stop. `args`: Node's arguments, from apps/server (by default `TSX_ARGS`).
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string; args?: string[] } = {},
): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'arcadia-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, opts.args ?? TSX_ARGS, {
    cwd: new URL('../apps/server/', import.meta.url).pathname,
    env: {
      ...process.env,
      // The OS picks a free port (a random one could be taken); the banner says which.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'production',
      // Production refuses to start without one (ADR 040); a fixed key does for a throwaway database.
      TOTP_ENCRYPTION_KEY: '11'.repeat(32),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const serving = /Arcadia is serving on http:\/\/localhost:(\d+)\//.exec(d.toString());
      if (serving) resolve(Number(serving[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const startupMs = performance.now() - started;
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    startupMs,
    // Fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses), in clock ticks of 1/100 s.
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    rssBytes: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
