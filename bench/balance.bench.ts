// Authenticated balance reads (GET /wps/v2/wallets/balance: session check + wallet read) against a
// bare Fastify hello-world in the same run, and ledger transfers per second. ARCHITECTURE.md §5
// goal: ratio >= 0.30 on PostgreSQL (set DATABASE_URL). Run: npm run bench -w @arcadia/bench -- balance
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { encryptPayload } from '../apps/server/src/platform/crypto/payload-crypto.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { measure, SECONDS, startBaseline } from './http-baseline.js';

const bare = await startBaseline();
const bareUrl = bare.url;

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
const encrypted = await encryptPayload(features.system.crypto.jwks().keys[0]!, {
  type: 'username',
  username: 'player01',
  password: 'abc12345',
});
const login = await app.inject({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'demo' }, payload: { encrypted } });
const token = login.json().value.token as string;
const demo = (await features.system.service.merchantByCode('demo'))!;
const player = (await features.accounts.service.findByAccount(demo.id, 'player01'))!;
const agent = (await features.accounts.service.findByAccount(demo.id, 'agent01'))!;
await features.wallet.service.credit({
  merchantId: demo.id,
  memberId: player.id,
  amount: '1000000',
  key: `bench-fund-${Date.now()}`,
  source: 'DEPOSIT',
});

const baseline = await measure(bareUrl);
const balance = await measure(`${base}/wps/v2/wallets/balance`, { merchant: 'demo', authorization: `Bearer ${token}` });

// Ledger transfers: sequential and 8 at a time, straight through the wallet service.
const run = Date.now();
let done = 0;
const end = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; Date.now() < end; i++) {
      await features.wallet.service.transfer({
        merchantId: demo.id,
        amount: '0.01',
        key: `bench-${run}-${w}-${i}`,
        from: { memberId: player.id },
        to: { memberId: agent.id },
      });
      done++;
    }
  }),
);
const books = await features.wallet.service.reconcile(demo.id);

console.log(`database: ${database.kind}`);
console.log(`bare fastify hello-world:      ${baseline.toFixed(0)} req/s`);
console.log(`GET /wps/v2/wallets/balance:   ${balance.toFixed(0)} req/s`);
console.log(`ratio balance/baseline:        ${(balance / baseline).toFixed(3)} (goal >= 0.30 on PostgreSQL)`);
console.log(`ledger transfers (8 at a time): ${(done / SECONDS).toFixed(0)} /s, books reconcile: ${books.ok}`);
await app.close();
await bare.close();
await database.close();
