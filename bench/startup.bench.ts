// Start-up to ready on an existing data directory, and idle memory, for the server as it used to run
// (TypeScript compiled at launch by tsx, its cache cold and warm) against the compiled JavaScript that
// `npm start` now runs (scripts/build-server.mjs). Each start is a process of its own on the same
// demo data directory; "ready" is the first 200 from /readyz, polled every 20 ms; idle RSS is read
// from /proc after 5 s of quiet. Medians of RUNS starts each (issue 30).
// Run: npm run bench -w @arcadia/bench -- startup   (STARTUP_RUNS=…; DATABASE_URL for PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const serverDir = new URL('../apps/server/', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-startup-'));

const built = spawnSync(process.execPath, [new URL('../scripts/build-server.mjs', import.meta.url).pathname], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the server build failed');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

type Variant = { name: string; args: string[]; env?: Record<string, string> };
const TSX: Variant = { name: 'tsx (TypeScript at launch)', args: ['--import', 'tsx', 'src/main.ts'] };
const COMPILED: Variant = { name: 'compiled JavaScript', args: ['--conditions=arcadia-compiled', '--enable-source-maps', 'dist/main.js'] };

/** One start: ms from spawn to ready, and RSS after 5 s idle. */
async function start(v: Variant, idle = true): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, v.args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...v.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ms = 0;
  while (!ms) {
    if (child.exitCode !== null) throw new Error(`${v.name} exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) ms = performance.now() - t0;
    else await new Promise((r) => setTimeout(r, 20));
  }
  if (idle) await new Promise((r) => setTimeout(r, 5000));
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rss };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;

// The first start makes the data directory (migrations, demo seed); it is not what is measured.
const first = await start(COMPILED, false);
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; first start with a new data dir: ${(first.ms / 1000).toFixed(1)} s`,
);

// tsx keeps what it compiled in a cache under the temp dir: a cold start is the first after an install.
const coldCache = mkdtempSync(join(tmpdir(), 'arcadia-tsx-cold-'));
const results = new Map<string, { ms: number; rss: number }[]>();
for (let i = 0; i < RUNS; i++) {
  const cold = mkdtempSync(join(coldCache, `${i}-`));
  for (const v of [{ ...TSX, name: 'tsx, cold cache', env: { TMPDIR: cold } }, { ...TSX, name: 'tsx, warm cache' }, COMPILED]) {
    const r = await start(v);
    results.set(v.name, [...(results.get(v.name) ?? []), r]);
  }
}
const rows = [...results].map(([name, rs]) => ({ name, ms: median(rs.map((r) => r.ms)), rss: median(rs.map((r) => r.rss)) }));
for (const r of rows) console.log(`${r.name.padEnd(18)} ready in ${(r.ms / 1000).toFixed(2)} s, idle RSS ${mib(r.rss)}`);
const warm = rows.find((r) => r.name === 'tsx, warm cache')!;
const compiled = rows.find((r) => r.name === COMPILED.name)!;
console.log(`ratio compiled/tsx (warm): start-up ${(compiled.ms / warm.ms).toFixed(2)}, idle RSS ${(compiled.rss / warm.rss).toFixed(2)}`);
rmSync(coldCache, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
