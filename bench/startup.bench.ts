// Start-up on an existing data directory, and idle memory, for the server as it used to run
// (TypeScript compiled at launch by tsx, its cache cold and warm) against the compiled JavaScript that
// `npm start` now runs (scripts/build-server.mjs). Each start is a process of its own on the same
// demo data directory (bench/server-process.ts): start-up runs to its "serving" line; idle RSS is
// read after 5 s of quiet. Medians of RUNS starts each (issue 30).
// Run: npm run bench -w @arcadia/bench -- startup   (STARTUP_RUNS=…; DATABASE_URL for PostgreSQL)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer, TSX_ARGS } from './server-process.js';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-startup-'));

const built = spawnSync(process.execPath, [new URL('../scripts/build-server.mjs', import.meta.url).pathname], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the server build failed');

type Variant = { name: string; args: string[]; env?: Record<string, string> };
const COMPILED: Variant = { name: 'compiled JavaScript', args: ['--conditions=arcadia-compiled', '--enable-source-maps', 'dist/main.js'] };

/** One start: ms to serving, and RSS after 5 s idle. */
async function start(v: Variant, idle = true): Promise<{ ms: number; rss: number }> {
  const server = await startBenchServer(v.env, { dataDir, args: v.args });
  if (idle) await new Promise((r) => setTimeout(r, 5000));
  const rss = server.rssBytes();
  await server.stop();
  return { ms: server.startupMs, rss };
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
  for (const v of [
    { name: 'tsx, cold cache', args: TSX_ARGS, env: { TMPDIR: cold } },
    { name: 'tsx, warm cache', args: TSX_ARGS },
    COMPILED,
  ]) {
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
