// The process the outbox crash test kills (outbox-crash.test.ts): on a file-backed PGlite, it
// places bets with the after-commit dispatch switched off, reports them committed, and waits for
// its kill -9 with every bet event still undispatched in the outbox.
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../platform/clock.js';
import { openDatabase } from '../../platform/db/client.js';
import { TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { seedDemo } from '../seed-demo.js';
import { bettor, houseBet, lotteryBet } from './bets.fixture.js';

export const CRASH_CLOCK = '2026-06-01T12:00:00Z';

const dataDir = process.env.OUTBOX_CRASH_DIR!;
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY }), webDist: '/nonexistent' };
const database = await openDatabase({ kind: 'pglite', dataDir });
const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
const { app, features } = await buildApp({ config, database, clock, features: { outboxNudge: false } });
if (await features.system.isEmpty()) await seedDemo(features);
await app.ready();
const t = { app, features, database, clock } as unknown as TestApp;
const merchantId = (await features.system.service.merchantByCode('demo'))!.id;
await features.rebates.service.setRates(merchantId, [
  { productType: 'RNG', rate: '0.01' },
  { productType: 'LOTTERY', rate: '0.01' },
]);
const b = await bettor(t, merchantId, 'crashbettor');
await houseBet(t, b, 'slot', 'crash-slot');
await lotteryBet(t, b, 'SSC', 'crash-ssc');
const pending = await features.outbox.pending();
process.stdout.write(`COMMITTED ${JSON.stringify({ merchantId, memberId: b.memberId, pending })}\n`);
// Wait for the kill; no graceful close, no drain.
setInterval(() => {}, 60_000);
