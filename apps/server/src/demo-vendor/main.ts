import Fastify from 'fastify';
import { VENDOR_LANES } from './games.js';
import { DEMO_VENDOR_PREFIX, demoVendorPlugin } from './index.js';

/**
 * The demo vendor on its own, against any Arcadia deployment:
 *   ARCADIA_URL=https://arcadia.example PORT=4010 \
 *   DEMO_VENDOR_SECRETS=IMES=s1,AV=s2 node --import tsx apps/server/src/demo-vendor/main.ts
 * Its games are then at http://<host>:4010/demo-vendor/play/<code>: set that as each vendor's launch URL.
 * A program of its own, so it reads its own environment (the server's config.ts is the server's).
 */
const env = process.env;
const arcadia = env.ARCADIA_URL;
if (!arcadia || !/^https?:\/\//.test(arcadia)) {
  console.error('demo-vendor: set ARCADIA_URL to the Arcadia base URL (http://host:port)');
  process.exit(64);
}
// Unset: the demo seed's secrets (demo-secret-<code>-change-me), which only a demo database has.
const given = Object.fromEntries(
  (env.DEMO_VENDOR_SECRETS ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .filter((p): p is [string, string] => p.length === 2 && !!p[0] && !!p[1])
    .map(([code, secret]) => [code.trim().toUpperCase(), secret.trim()]),
);
const secretOf = (code: string) => given[code] ?? `demo-secret-${code.toLowerCase()}-change-me`;

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
// The reconciliation report needs this bearer token; unset, the report stays closed.
await app.register(demoVendorPlugin, { prefix: DEMO_VENDOR_PREFIX, baseUrl: arcadia, secretOf, reportToken: env.DEMO_VENDOR_REPORT_TOKEN });
const port = Number(env.PORT ?? 4010);
await app.listen({ host: env.HOST ?? '127.0.0.1', port });
process.stdout.write(`demo vendor for ${Object.keys(VENDOR_LANES).join(', ')} on port ${port}, wallet at ${arcadia}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
