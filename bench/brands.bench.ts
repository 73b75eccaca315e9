// A thousand brands on one instance (issue 28). One run, loopback only, bounded:
//  1. the server at 2 merchants (the demo seed): start-up time, RSS, the shell's consolidated
//     settings on one host, and an idle window (the scheduler's CPU, the lottery draws' lateness);
//  2. brands onboarded through POST /ops/merchants up to BENCH_MERCHANTS (1,000), each with two
//     domains and the template's content and lotteries, as a platform operator would;
//  3. the server restarted at 1,000: start-up, RSS, consolidated on one host, then each host's first
//     visit and random hosts, the merchants-list search, and the same idle window.
// Ratios are against the 2-merchant figures of this run. Embedded database by default; with
// DATABASE_URL (an admin URL) a throwaway database is created and dropped.
// Run: npm run bench -w @arcadia/bench -- brands   (BENCH_MERCHANTS, BENCH_IDLE_SECONDS, BENCH_SECONDS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { SECONDS } from './http-baseline.js';
import { pct, timedGets } from './latency.js';
import { type BenchServer, startBenchServer } from './server-process.js';
import { throwawayDatabase } from './throwaway-db.js';

const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const TOKEN = 'brands-bench-ops-token-0123456789';
const ONBOARD_CONCURRENCY = 4;
const CONNECTIONS = 10;
const code = (i: number) => `b${String(i).padStart(4, '0')}`;

// The database: a throwaway PostgreSQL database, or an embedded one kept across restarts.
const ADMIN = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-brands-'));
const throwaway = ADMIN ? await throwawayDatabase(ADMIN, 'arcadia_brands') : null;
const dbUrl = throwaway?.url;
const env = { OPS_API_TOKEN: TOKEN, LOG_LEVEL: 'error', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) };
const start = () => startBenchServer(env, { dataDir });
const ops = { authorization: `Bearer ${TOKEN}`, language: 'EN' };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (v: number) => v.toFixed(1);
const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The shell's first call, resolved by host (no Merchant header), as a browser on that domain sends it. */
const consolidated = (host: string) => ({ path: '/wps/system/settings/consolidated', headers: { host, language: 'EN' } });

async function shellLoad(s: BenchServer, hosts: string[]): Promise<number[]> {
  const next = () => consolidated(hosts[Math.floor(Math.random() * hosts.length)]!);
  await timedGets(s.base, next, { connections: CONNECTIONS, seconds: 2 });
  return timedGets(s.base, next, { connections: CONNECTIONS, seconds: SECONDS });
}

/** Nothing but the scheduler runs: its CPU over the window, scaled to a minute; the window's bounds for the draws. */
async function idleWindow(s: BenchServer): Promise<{ cpuPerMinute: number; from: Date; to: Date }> {
  const from = new Date();
  const cpu = s.cpuSeconds();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  return { cpuPerMinute: ((s.cpuSeconds() - cpu) * 60) / IDLE_SECONDS, from, to: new Date() };
}

/**
 * Waits until `lead` ms before the next 5-minute boundary (wall clock, as the draw times are): the
 * idle window then holds the second in which every brand's minute and 5-minute lotteries (and,
 * one time in three, its 3-minute one) fall due together, the demo cadence's worst (5,000 to 6,000
 * draws at 1,000 brands). A window anywhere else mostly holds the minute's 2,000.
 */
async function untilBeforeFiveMinutes(lead = 10_000): Promise<void> {
  const period = 300_000;
  await new Promise((r) => setTimeout(r, (period - (Date.now() % period) - lead + period) % period));
}

async function onboard(s: BenchServer, i: number): Promise<void> {
  const c = code(i);
  const res = await fetch(`${s.base}/ops/merchants`, {
    method: 'POST',
    headers: { ...ops, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientKey: `brands-bench-${c}`,
      template: 'demo',
      code: c,
      names: { EN: `Brand ${c}`, TH: `แบรนด์ ${c}` },
      primaryDomain: `${c}.brands.localhost`,
      otherDomains: [`www.${c}.brands.localhost`],
      currency: 'THB',
      currencySymbol: '฿',
      languages: ['EN', 'TH'],
      defaultLanguage: 'TH',
      colors: {
        primary: '#0b6e4f',
        accent: '#f2c14e',
        background: '#ffffff',
        surface: '#f4f4f4',
        text: '#111111',
        headerBackground: '#0b6e4f',
        headerText: '#ffffff',
      },
      colorScheme: 'light',
      content: 'copy',
      operator: { username: `admin-${c}`, password: 'bench-password-1' },
    }),
  });
  const body = (await res.json()) as { success: boolean; errorCode?: string };
  if (!body.success) throw new Error(`onboarding ${c}: ${res.status} ${body.errorCode}`);
}

/** How late each draw due in the window was drawn (s); one never drawn counts as the window's length. */
async function drawLateness(windows: { from: Date; to: Date }[]): Promise<number[][]> {
  const database = dbUrl ? await openDatabase({ kind: 'postgres', url: dbUrl }) : await openDatabase({ kind: 'pglite', dataDir });
  try {
    const out: number[][] = [];
    for (const w of windows) {
      const res = await database.db.execute(sql`
        select extract(epoch from (coalesce(drawn_at, ${w.to.toISOString()}::timestamptz) - draws_at))::float8 as late
        from lottery_draws where draws_at >= ${w.from.toISOString()}::timestamptz and draws_at < ${w.to.toISOString()}::timestamptz - interval '2 seconds'`);
      out.push((res as unknown as { rows: { late: number }[] }).rows.map((r) => Number(r.late)));
    }
    return out;
  } finally {
    await database.close();
  }
}

// 1. First start migrates and seeds the two demo merchants; the measured start is the second.
await (await start()).stop();
let s = await start();
const small = { startupMs: s.startupMs, rss: s.rssBytes() };
const oneHost2 = await shellLoad(s, ['localhost']);
const rssLoaded2 = s.rssBytes();
const idle2 = await idleWindow(s);

// 2. Onboarding, on the same server.
const onboardStarted = performance.now();
let nextIndex = 1;
await Promise.all(
  Array.from({ length: ONBOARD_CONCURRENCY }, async () => {
    for (let i = nextIndex++; i <= MERCHANTS - 2; i = nextIndex++) await onboard(s, i);
  }),
);
const onboardSeconds = (performance.now() - onboardStarted) / 1000;
await s.stop();

// 3. A thousand merchants.
s = await start();
const large = { startupMs: s.startupMs, rss: s.rssBytes() };
const oneHost1000 = await shellLoad(s, ['localhost']);
const hosts = Array.from({ length: MERCHANTS - 2 }, (_, i) => [
  `${code(i + 1)}.brands.localhost`,
  `www.${code(i + 1)}.brands.localhost`,
]).flat();
// Every host once, in random order: each is a first visit (resolution and snapshot read); then the steady load.
const shuffled = [...hosts].sort(() => Math.random() - 0.5);
const firstVisits = await timedGets(s.base, () => consolidated(shuffled.pop()!), { connections: CONNECTIONS, count: hosts.length });
const randomHosts = await shellLoad(s, hosts);
const searches = [(i: number) => code(i).slice(0, 4), (i: number) => `Brand ${code(i)}`, (i: number) => `www.${code(i)}`];
const listSearch = await timedGets(
  s.base,
  () => {
    const i = 1 + Math.floor(Math.random() * (MERCHANTS - 2));
    const q = searches[i % searches.length]!(i);
    return { path: `/ops/merchants?q=${encodeURIComponent(q)}&size=20`, headers: ops };
  },
  { connections: 4, count: 400 },
);
const rssLoaded1000 = s.rssBytes();
await untilBeforeFiveMinutes();
const idle1000 = await idleWindow(s);
await s.stop();
const [late2, late1000] = await drawLateness([idle2, idle1000]);

const row = (label: string, a: string, b: string, r: string) =>
  console.log(`${label.padEnd(44)}${a.padStart(12)}${b.padStart(12)}${r.padStart(9)}`);
console.log(`database: ${dbUrl ? 'postgres' : 'pglite'}; ${MERCHANTS} merchants, ${hosts.length + 2} hosts`);
console.log(
  `onboarding ${MERCHANTS - 2} brands: ${onboardSeconds.toFixed(0)} s (${((MERCHANTS - 2) / onboardSeconds).toFixed(1)} brands/s)`,
);
row('', '2', String(MERCHANTS), 'ratio');
row('start-up ms (goal ratio <= 2)', ms(small.startupMs), ms(large.startupMs), ratio(large.startupMs, small.startupMs));
row('RSS MB after start (goal ratio <= 2)', mb(small.rss), mb(large.rss), ratio(large.rss, small.rss));
row('RSS MB after the shell load', mb(rssLoaded2), mb(rssLoaded1000), ratio(rssLoaded1000, rssLoaded2));
row('consolidated one host p50 ms', ms(pct(oneHost2, 50)), ms(pct(oneHost1000, 50)), ratio(pct(oneHost1000, 50), pct(oneHost2, 50)));
row('consolidated one host p95 ms', ms(pct(oneHost2, 95)), ms(pct(oneHost1000, 95)), ratio(pct(oneHost1000, 95), pct(oneHost2, 95)));
row(
  'scheduler CPU s per minute (idle)',
  idle2.cpuPerMinute.toFixed(2),
  idle1000.cpuPerMinute.toFixed(2),
  ratio(idle1000.cpuPerMinute, idle2.cpuPerMinute),
);
row('draws due in the idle window (1)', String(late2!.length), String(late1000!.length), '');
row('draw lateness p50 s', pct(late2!, 50).toFixed(2), pct(late1000!, 50).toFixed(2), '');
row('draw lateness p99 s (goal < 2)', pct(late2!, 99).toFixed(2), pct(late1000!, 99).toFixed(2), '');
row('draw lateness max s', pct(late2!, 100).toFixed(2), pct(late1000!, 100).toFixed(2), '');
console.log('(1) at 1,000 the window holds a 5-minute boundary: minute and 5-minute lotteries fall due together');
console.log(`consolidated at ${MERCHANTS}, random of ${hosts.length} hosts vs one host (goal p95 ratio <= 1.5):`);
console.log(`  one host     p50 ${ms(pct(oneHost1000, 50))} ms  p95 ${ms(pct(oneHost1000, 95))} ms  (${oneHost1000.length} requests)`);
console.log(`  random hosts p50 ${ms(pct(randomHosts, 50))} ms  p95 ${ms(pct(randomHosts, 95))} ms  (${randomHosts.length} requests)`);
console.log(`  first visit of each host (before the above) p50 ${ms(pct(firstVisits, 50))} ms  p95 ${ms(pct(firstVisits, 95))} ms`);
console.log(`  ratio p95 random/one: ${ratio(pct(randomHosts, 95), pct(oneHost1000, 95))}`);
console.log(
  `merchants-list search (GET /ops/merchants?q=) p50 ${ms(pct(listSearch, 50))} ms  p95 ${ms(pct(listSearch, 95))} ms (goal < 100)`,
);

rmSync(dataDir, { recursive: true, force: true });
await throwaway?.drop();
