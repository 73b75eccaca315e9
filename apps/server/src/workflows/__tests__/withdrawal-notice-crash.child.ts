// The process withdrawal-notice-crash.test.ts kills: on a file-backed PGlite, with the after-commit
// dispatch switched off, a member asks for two withdrawals, an operator approves one and rejects
// the other; it reports the decisions committed and waits for its kill -9 before any dispatch.
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { fundedMember } from '../../features/points/__tests__/fixture.js';
import { ManualClock } from '../../platform/clock.js';
import { openDatabase } from '../../platform/db/client.js';
import { TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { seedDemo } from '../seed-demo.js';

const dataDir = process.env.OUTBOX_CRASH_DIR!;
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY }), webDist: '/nonexistent' };
const database = await openDatabase({ kind: 'pglite', dataDir });
const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
const { app, features } = await buildApp({ config, database, clock, features: { outboxNudge: false } });
if (await features.system.isEmpty()) await seedDemo(features);
await app.ready();
const t = { app, features, database, clock } as unknown as TestApp;
const merchantId = (await features.system.service.merchantByCode('demo'))!.id;
const memberId = await fundedMember(t, merchantId, 'crashwithdraw', { money: '500' });
const ask = (key: string) => features.requestWithdrawal.request({ merchantId, memberId, amount: '100', paymentPassword: 'pay123456', key });
const [paid, refused] = [await ask('crash-wd-approve'), await ask('crash-wd-reject')];
await features.cashier.service.decide(merchantId, paid.id, 'approved', 'paid out');
await features.cashier.service.decide(merchantId, refused.id, 'rejected', 'name mismatch');
const pending = await features.outbox.pending();
process.stdout.write(`COMMITTED ${JSON.stringify({ merchantId, memberId, pending, paid: paid.id, refused: refused.id })}\n`);
// Wait for the kill; no graceful close, no drain.
setInterval(() => {}, 60_000);
