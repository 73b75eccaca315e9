// Shell status read (GET /wps/system/status, several queries on the embedded database) against a
// bare Fastify hello-world, both measured in this run on this machine. Prints requests/s and the ratio.
// Run: npm run bench -w @arcadia/bench -- status
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { measure, startBaseline } from './http-baseline.js';

const bare = await startBaseline();
const bareUrl = bare.url;

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'memory' });
const { app, features } = await buildApp({
  config: { ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '11'.repeat(32) }), webDist: '/nonexistent' },
  database,
});
if (await features.system.isEmpty()) await seedDemo(features);
await app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/wps/system/status`;

const baseline = await measure(bareUrl);
const status = await measure(appUrl, { Merchant: 'demo', Language: 'EN' });
console.log(`database: ${database.kind}`);
console.log(`bare fastify hello-world: ${baseline.toFixed(0)} req/s`);
console.log(`GET /wps/system/status:   ${status.toFixed(0)} req/s`);
console.log(`ratio status/baseline:    ${(status / baseline).toFixed(3)}`);
await app.close();
await bare.close();
await database.close();
