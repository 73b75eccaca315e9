// Seamless-wallet debit+credit pairs per second, as a third-party vendor's server sends them
// (signed HTTP calls, each keyed by the vendor's transaction id), against a bare Fastify
// hello-world measured in the same run; the ledger is reconciled afterwards. Use PostgreSQL
// (set DATABASE_URL) for the figure that matters. Run: npm run bench -w @arcadia/bench -- seamless
import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { measure, SECONDS, startBaseline } from './http-baseline.js';

/** The demo seed's secret of the fake third-party vendor (apps/server/src/workflows/seed-games.ts). */
const SECRET = 'demo-secret-fake-change-me';
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
for (let w = 0; w < WORKERS; w++) {
  const account = `bench${Date.now() % 100000}${w}`;
  const member = await features.accounts.service.create({ merchantId: demo.id, account, nickname: account, isAgent: 0, passwordHash: 'x' });
  await features.wallet.service.credit({
    merchantId: demo.id,
    memberId: member.id,
    amount: '1000000',
    key: `bench-sw-fund-${account}`,
    source: 'DEPOSIT',
  });
  const launch = await features.games.service.launchV2(
    demo.id,
    { memberId: member.id, isAgent: 0 },
    {
      vassalage: 'FAKE',
      gameId: 'fake-fortune',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
    },
    'EN',
  );
  tokens.push(new URL(launch.game_url).searchParams.get('token')!);
}

async function call(op: 'debit' | 'credit', body: Record<string, string>) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base}/wps/seamless/FAKE/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(raw).digest('hex') },
    body: raw,
  });
  const json = (await res.json()) as { success: boolean; errorCode: string | null };
  if (!json.success) throw new Error(`${op}: ${json.errorCode}`);
}

const baseline = await measure(bare.url);
const run = Date.now();
let pairs = 0;
const end = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = 0; Date.now() < end; i++) {
      const round = `${run}-${w}-${i}`;
      await call('debit', { token: tokens[w]!, transactionId: `b-${round}`, roundId: round, amount: '1' });
      await call('credit', { token: tokens[w]!, transactionId: `w-${round}`, roundId: round, amount: '0.95' });
      pairs++;
    }
  }),
);
const books = await features.wallet.service.reconcile(demo.id);
const perSecond = pairs / SECONDS;

console.log(`database: ${database.kind}`);
console.log(`bare fastify hello-world:            ${baseline.toFixed(0)} req/s`);
console.log(`seamless debit+credit pairs (${WORKERS} at a time): ${perSecond.toFixed(0)} pairs/s (${(perSecond * 2).toFixed(0)} calls/s)`);
console.log(`ratio calls/baseline:                ${((perSecond * 2) / baseline).toFixed(3)}`);
console.log(`books reconcile: ${books.ok}`);
await app.close();
await bare.close();
await database.close();
if (!books.ok) process.exitCode = 1;
