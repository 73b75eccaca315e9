// Statements per seamless call on the request path (docs/adr/072): the exact, repeatable count
// behind the seamless bench's throughput. Every query the server's pg clients send is counted while
// one signed vendor call at a time runs through the app (the outbox's after-commit consumers are
// off, so what is counted is the call's own work). Deterministic: the same code gives the same
// numbers on any machine. Needs PostgreSQL: DATABASE_URL=postgres://… npm run bench -w @arcadia/bench -- statements
// (a throwaway database is made next to it and dropped). Cross-check with the server's own log:
// docs/adr/072, "Counting statements".
import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { launchedPlayer, SECRET } from './seamless-player.js';
import { throwawayDatabase } from './throwaway-db.js';

const PAIRS = 20;

if (!process.env.DATABASE_URL) throw new Error('statements: set DATABASE_URL to a PostgreSQL server (the count is of its round trips)');
const scratch = await throwawayDatabase(process.env.DATABASE_URL, 'arcadia_statements');
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '11'.repeat(32) }),
  webDist: '/nonexistent',
};
const { app, features } = await buildApp({ config, database, features: { outboxNudge: false } });
await seedDemo(features);

const demo = (await features.system.service.merchantByCode('demo'))!;
const token = await launchedPlayer(features, 'stmts1', '1000');

// Every statement a pg client sends is one round trip (node-postgres has no pipelining).
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sent++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function call(op: 'debit' | 'credit', body: Record<string, string>): Promise<number> {
  const raw = JSON.stringify(body);
  const before = sent;
  const res = await app.inject({
    method: 'POST',
    url: `/wps/seamless/FAKE/${op}`,
    headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(raw).digest('hex') },
    payload: raw,
  });
  if (!res.json().success) throw new Error(`${op}: ${res.body}`);
  return sent - before;
}

const pair = async (i: number) => {
  const round = `r${i}`;
  return [
    await call('debit', { token, transactionId: `b-${round}`, roundId: round, amount: '1' }),
    await call('credit', { token, transactionId: `w-${round}`, roundId: round, amount: '0.95' }),
  ] as const;
};
// The first pair pays for what any first call pays (the house account's row, cold caches).
const [firstDebit, firstCredit] = await pair(0);
const debits: number[] = [];
const credits: number[] = [];
for (let i = 1; i <= PAIRS; i++) {
  const [d, c] = await pair(i);
  debits.push(d);
  credits.push(c);
}
// The last credit's NOTIFY lands first, so the retry's balance read is always counted (a cache miss).
await new Promise((r) => setTimeout(r, 200));
const retry = await call('debit', { token, transactionId: 'b-r1', roundId: 'r1', amount: '1' });
pg.Client.prototype.query = query;

const range = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? String(xs[0]) : `${Math.min(...xs)}–${Math.max(...xs)}`);
const books = await features.wallet.service.reconcile(demo.id);
console.log('database: postgres (statements counted at the pg client; one statement = one round trip)');
console.log(`first debit ${firstDebit}, first credit ${firstCredit} (cold)`);
console.log(`statements per seamless debit:  ${range(debits)} (${PAIRS} debits)`);
console.log(`statements per seamless credit: ${range(credits)} (${PAIRS} credits)`);
console.log(`statements per debit retry:     ${retry}`);
console.log(`books reconcile: ${books.ok}`);
await app.close();
await database.close();
await scratch.drop();
if (!books.ok) process.exitCode = 1;
