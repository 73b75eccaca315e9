// Seamless-wallet debit+credit pairs per second, as a third-party vendor's server sends them
// (signed HTTP calls, each keyed by the vendor's transaction id), against a bare Fastify
// hello-world measured in the same run; the ledger is reconciled afterwards. Use PostgreSQL
// (set DATABASE_URL) for the figure that matters. Run: npm run bench -w @arcadia/bench -- seamless
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { runChild } from './child.js';
import { measure, SECONDS, startBaseline } from './http-baseline.js';
import type { SeamlessJob, SeamlessResult } from './seamless-load.js';
import { launchedPlayer, SECRET } from './seamless-player.js';

const WORKERS = 8;

const bare = await startBaseline();
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'memory' });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '11'.repeat(32) }),
  webDist: '/nonexistent',
};
const { app, features } = await buildApp({ config, database });
if (await features.system.isEmpty()) await seedDemo(features);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// One member per worker, as real traffic comes from many players (each has its own wallet row; the
// vendor's house account is the row they all share).
const demo = (await features.system.service.merchantByCode('demo'))!;
const tokens: string[] = [];
for (let w = 0; w < WORKERS; w++) tokens.push(await launchedPlayer(features, `bench${Date.now() % 100000}${w}`, '1000000'));

console.error(`seamless: server ready at ${base}, ${tokens.length} players launched`);
const baseline = await measure(bare.url);
console.error(`seamless: baseline ${baseline.toFixed(0)} req/s; the vendor's load starts`);
// The vendor's calls come from a process of their own, as they would from the vendor's server.
const load = await runChild<SeamlessResult>('./seamless-load.ts', {
  base,
  secret: SECRET,
  tokens,
  seconds: SECONDS,
  run: String(Date.now()),
} satisfies SeamlessJob);
const books = await features.wallet.service.reconcile(demo.id);
const perSecond = load.pairs / load.seconds;

console.log(`database: ${database.kind}`);
console.log(`bare fastify hello-world:            ${baseline.toFixed(0)} req/s`);
console.log(`seamless debit+credit pairs (${WORKERS} at a time): ${perSecond.toFixed(0)} pairs/s (${(perSecond * 2).toFixed(0)} calls/s)`);
console.log(`ratio calls/baseline:                ${((perSecond * 2) / baseline).toFixed(3)}`);
console.log(
  `debit latency:                       p50 ${load.debitP50.toFixed(1)} ms, p99 ${load.debitP99.toFixed(1)} ms (credit p99 ${load.creditP99.toFixed(1)} ms)`,
);
console.log(`books reconcile: ${books.ok}`);
await app.close();
await bare.close();
await database.close();
if (!books.ok) process.exitCode = 1;
