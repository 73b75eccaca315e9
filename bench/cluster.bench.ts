// Several instances behind nginx (deploy/nginx.conf) on one PostgreSQL and one Redis:
//  1. balance reads per second through nginx with 2 instances vs straight to 1 instance;
//  2. a mixed player workload (log in, read balance, spin the house slot, read the inbox) for a
//     bounded time, with one instance killed (SIGKILL) a third of the way in: throughput,
//     p50/p95/p99, errors before and after the kill, and the books reconciled afterwards;
//  3. with PG_RESTART_CMD set, PostgreSQL restarted under load: recovery time, failures once it is
//     back (must be none) and the books reconciled again.
// Needs DATABASE_URL (an admin URL: a throwaway database is made) and REDIS_URL, plus nginx.
// Loopback only. Run: npm run bench -w @arcadia/bench -- cluster
import { encryptPayload } from '../apps/server/src/platform/crypto/payload-crypto.js';
import { NGINX, startNginx } from '../apps/server/src/test/nginx.js';
import { freePort, startServer } from '../apps/server/src/test/server-process.js';
import { measure, SECONDS } from './http-baseline.js';
import { throwawayDatabase } from './throwaway-db.js';

const ADMIN = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const TOKEN = 'cluster-bench-ops-token-0123456789';
const USERS = 8;

if (!ADMIN || !REDIS || !NGINX) {
  console.log('cluster: skipped (needs DATABASE_URL, REDIS_URL and nginx)');
} else {
  const database = await throwawayDatabase(ADMIN, 'arcadia_cluster');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    OPS_API_TOKEN: TOKEN,
    TRUST_PROXY_HOPS: '1',
    LOGIN_IP_LIMIT_PER_MINUTE: '100000',
  };
  const [portA, portB, edge] = [await freePort(), await freePort(), await freePort()];
  const a = startServer({ ...env, PORT: String(portA), SEED_DEMO: 'true' });
  if (!(await a.outcome).listening) throw new Error(a.output());
  const b = startServer({ ...env, PORT: String(portB) });
  if (!(await b.outcome).listening) throw new Error(b.output());
  const nginx = await startNginx(edge, [portA, portB]);
  const viaNginx = `http://127.0.0.1:${edge}`;
  const ops = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

  const jwk = ((await (await fetch(`${viaNginx}/wps/system/crypto/jwks`)).json()) as { value: { keys: object[] } }).value.keys[0]!;
  const signIn = async () => {
    const res = await fetch(`${viaNginx}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'demo' },
      body: JSON.stringify({ encrypted: await encryptPayload(jwk, { type: 'username', username: 'player01', password: 'abc12345' }) }),
    });
    if (!res.ok) throw new Error(`login ${res.status}`);
    return ((await res.json()) as { value: { token: string } }).value.token;
  };
  await fetch(`${viaNginx}/ops/merchants/demo/members/player01/adjust`, {
    method: 'POST',
    headers: ops,
    body: JSON.stringify({ amount: '1000000', key: `cluster-fund-${Date.now()}`, remarks: '' }),
  });

  // 1. balance reads: one instance directly, then two behind nginx
  const token = await signIn();
  const member = { merchant: 'demo', authorization: `Bearer ${token}` };
  const one = await measure(`http://127.0.0.1:${portA}/wps/v2/wallets/balance`, member);
  const two = await measure(`${viaNginx}/wps/v2/wallets/balance`, member);

  // 2. mixed workload with a kill
  const latencies: number[] = [];
  let before = 0;
  let after = 0;
  let killed = false;
  const end = Date.now() + SECONDS * 3000;
  const killAt = Date.now() + SECONDS * 1000;
  /** One request through nginx: its latency, and whether it succeeded (a business refusal, HTTP 200 with success false, does not). */
  const attempt = async (path: string, init: RequestInit) => {
    const t0 = performance.now();
    const res = await fetch(`${viaNginx}${path}`, init).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { success?: boolean; value?: { token?: string } } | null;
    return { body, ms: performance.now() - t0, good: !!res?.ok && body?.success === true };
  };
  const timed = async (path: string, init: RequestInit) => {
    const { body, ms, good } = await attempt(path, init);
    latencies.push(ms);
    if (!good) killed ? after++ : before++;
    return body;
  };
  const run = Date.now();
  await Promise.all(
    Array.from({ length: USERS }, async (_, u) => {
      let headers = { merchant: 'demo', authorization: `Bearer ${await signIn()}`, 'content-type': 'application/json' };
      for (let i = 0; Date.now() < end; i++) {
        if (!killed && Date.now() > killAt) {
          killed = true;
          a.child.kill('SIGKILL');
        }
        if (i % 20 === 19) {
          const login = await timed('/wps/session/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', merchant: 'demo' },
            body: JSON.stringify({
              encrypted: await encryptPayload(jwk, { type: 'username', username: 'player01', password: 'abc12345' }),
            }),
          });
          if (login?.value?.token) headers = { ...headers, authorization: `Bearer ${login.value.token}` };
        }
        await timed('/wps/v2/wallets/balance', { headers });
        await timed('/wps/house/slot/spin', { method: 'POST', headers, body: JSON.stringify({ amount: '1', key: `c${run}-${u}-${i}` }) });
        await timed('/wps/inbox/messages?page=1&size=10', { headers });
      }
    }),
  );
  const elapsed = SECONDS * 3;
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  const books = (await (await fetch(`${viaNginx}/ops/merchants/demo/reconcile`, { headers: ops })).json()) as { value: { ok: boolean } };

  console.log(
    `balance reads: 1 instance ${one.toFixed(0)} /s, 2 instances behind nginx ${two.toFixed(0)} /s, ratio ${(two / one).toFixed(2)}`,
  );
  console.log(`mixed workload: ${USERS} players, ${elapsed} s, ${(latencies.length / elapsed).toFixed(0)} requests/s`);
  console.log(`  latency ms p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}`);
  console.log(`  failed requests: ${before} before the kill, ${after} after instance A was killed (of ${latencies.length})`);
  console.log(`  ledger reconciliation after the kill: ${books.value.ok ? 'ok' : 'BROKEN'}`);

  // 3. PostgreSQL restarts under the same workload (only instance B is left): how long until
  //    requests succeed again, whether anything fails once it is back, and whether the books hold.
  const restartCmd = process.env.PG_RESTART_CMD;
  let restartOk = true;
  if (restartCmd) {
    const bLatencies: number[] = [];
    let failedDuring = 0;
    let failedAfter = 0;
    let restartedAt = 0; // when the restart command returned
    let firstOkAfter = 0;
    const stopAt = Date.now() + SECONDS * 2000;
    const call = async (path: string, init: RequestInit) => {
      const { ms, good } = await attempt(path, init);
      bLatencies.push(ms);
      if (good && restartedAt && !firstOkAfter) firstOkAfter = Date.now();
      // "after": a second past the first success once PostgreSQL is back; before that, "during".
      if (!good) firstOkAfter && Date.now() > firstOkAfter + 1000 ? failedAfter++ : failedDuring++;
    };
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, SECONDS * 500));
      const { execSync } = await import('node:child_process');
      const t0 = Date.now();
      // Run from the repository root, so a command like scripts/ci-postgres.sh resolves.
      execSync(restartCmd, { stdio: 'ignore', cwd: new URL('..', import.meta.url).pathname });
      restartedAt = Date.now();
      return restartedAt - t0;
    })();
    await Promise.all(
      Array.from({ length: USERS }, async (_, u) => {
        const headers = { merchant: 'demo', authorization: `Bearer ${await signIn()}`, 'content-type': 'application/json' };
        for (let i = 0; Date.now() < stopAt; i++) {
          await call('/wps/v2/wallets/balance', { headers });
          await call('/wps/house/slot/spin', { method: 'POST', headers, body: JSON.stringify({ amount: '1', key: `r${run}-${u}-${i}` }) });
        }
      }),
    );
    const downMs = await restart;
    const reconcile = await fetch(`${viaNginx}/ops/merchants/demo/reconcile`, { headers: ops });
    const booksAfter = (await reconcile.json().catch(() => null)) as { value: { ok: boolean } } | null;
    if (!booksAfter) console.log(`  reconcile answered ${reconcile.status}; instance B said:\n${b.output().slice(-3000)}`);
    restartOk = !!booksAfter?.value.ok && failedAfter === 0 && firstOkAfter > 0;
    console.log(`PostgreSQL restart mid-run (${restartCmd}, took ${downMs} ms):`);
    console.log(
      `  first success ${firstOkAfter ? `${firstOkAfter - restartedAt} ms` : 'NEVER'} after it was back; ${failedDuring} failed during, ${failedAfter} failed after (of ${bLatencies.length})`,
    );
    console.log(`  ledger reconciliation after the restart: ${booksAfter?.value.ok ? 'ok' : 'BROKEN'}`);
  } else console.log('PostgreSQL restart: skipped (set PG_RESTART_CMD, e.g. "scripts/ci-postgres.sh restart")');

  await nginx.stop();
  b.child.kill('SIGTERM');
  await b.exited;
  await database.drop();
  if (!books.value.ok || !restartOk) process.exitCode = 1;
}
