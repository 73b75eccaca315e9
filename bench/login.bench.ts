// Login throughput against raw argon2id verification throughput, both measured in this run with
// the same concurrency. Hashing should be the only real cost of a login: the ratio is printed and
// must be >= 0.85. Run: npm run bench -w @arcadia/bench -- login
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { JWK } from 'jose';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/crypto/password.js';
import { encryptPayload } from '../apps/server/src/platform/crypto/payload-crypto.js';
import { startBenchServer } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

/**
 * CPU time the whole machine spent (ms) since boot, from /proc/stat: server, database, this
 * process and anything else. Read around each phase, it says what one verification and one login
 * cost in CPU, which is what the ratio comes down to on a machine whose cores are all busy.
 */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** argon2id verifications per second, CONCURRENCY at a time, for SECONDS. */
async function rawVerifications(): Promise<number> {
  const hash = await hashPassword('abc12345');
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        await verifyPassword(hash, 'abc12345');
        done++;
      }
    }),
  );
  return done / SECONDS;
}

// The server runs as its own process, as in production, so the load generator's work is not
// counted against it; the per-IP login ceiling is lifted (this measures a login, not the limiter).
const server = await startBenchServer({ LOGIN_IP_LIMIT_PER_MINUTE: '1000000' });
const base = server.base;
const jwk = ((await (await fetch(`${base}/wps/system/crypto/jwks`)).json()) as { value: { keys: JWK[] } }).value.keys[0]!;
const url = `${base}/wps/session/login`;
const body = JSON.stringify({ encrypted: await encryptPayload(jwk, { type: 'username', username: 'player01', password: 'abc12345' }) });

await rawVerifications(); // warm-up
const busy0 = machineBusyMs();
const baseline = await rawVerifications();
const busy1 = machineBusyMs();
const r = await autocannon({
  url,
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', merchant: 'demo', language: 'EN' },
  connections: CONCURRENCY,
  duration: SECONDS,
});
const busy2 = machineBusyMs();
const ok = r['2xx'];
if (r.non2xx || r.errors) throw new Error(`login: ${r.non2xx} non-2xx, ${r.errors} errors`);
const logins = ok / SECONDS;
console.log(`database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, concurrency ${CONCURRENCY}, ${SECONDS} s each`);
console.log(`raw argon2id verifications: ${baseline.toFixed(1)} /s`);
console.log(`POST /wps/session/login:    ${logins.toFixed(1)} /s`);
const hashCpu = (busy1 - busy0) / (baseline * SECONDS);
const loginCpu = (busy2 - busy1) / ok;
console.log(
  `machine CPU per verification: ${hashCpu.toFixed(2)} ms; per login: ${loginCpu.toFixed(2)} ms (server, database and load generator)`,
);
console.log(
  `CPU a login spends besides its hash: ${(loginCpu - hashCpu).toFixed(2)} ms; a ratio of 0.85 leaves ${(hashCpu * (1 / 0.85 - 1)).toFixed(2)} ms for it`,
);
const ratio = logins / baseline;
console.log(`ratio login/argon2id:       ${ratio.toFixed(3)} (target >= 0.85) ${ratio >= 0.85 ? 'ok' : 'BELOW TARGET'}`);
await server.stop();
if (ratio < 0.85) process.exitCode = 1;
