// 10,000 idle authenticated sockets on one instance: server memory against the same server idle
// (baseline, same run), and the time to fan one event out to all of them. ARCHITECTURE.md §5 goal:
// under 1 GB. Run: npm run bench -w @arcadia/bench -- sockets   (SOCKETS=… to change the count)
import type { JWK } from 'jose';
import { WebSocket } from 'ws';
import { encryptPayload } from '../apps/server/src/platform/crypto/payload-crypto.js';
import { startBenchServer } from './server-process.js';

const COUNT = Number(process.env.SOCKETS ?? 10_000);
const TOKEN = 'bench-ops-token-0123456789abcdef';
const server = await startBenchServer({ OPS_API_TOKEN: TOKEN, LOGIN_IP_LIMIT_PER_MINUTE: '1000000' });
const jwk = ((await (await fetch(`${server.base}/wps/system/crypto/jwks`)).json()) as { value: { keys: JWK[] } }).value.keys[0]!;
const login = await fetch(`${server.base}/wps/session/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', merchant: 'demo' },
  body: JSON.stringify({ encrypted: await encryptPayload(jwk, { type: 'username', username: 'player01', password: 'abc12345' }) }),
});
const token = ((await login.json()) as { value: { token: string } }).value.token;
global.gc?.();
await new Promise((r) => setTimeout(r, 1000));
const baseline = server.rssBytes();

let received = 0;
let allReceived: () => void = () => {};
const sockets: WebSocket[] = [];
const open = () =>
  new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', merchant: 'demo', token })));
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { type: string };
      if (m.type === 'ready') resolve();
      if (m.type === 'DEPOSIT' && ++received === COUNT) allReceived();
    });
    ws.on('error', reject);
    sockets.push(ws);
  });
for (let i = 0; i < COUNT; i += 250) await Promise.all(Array.from({ length: Math.min(250, COUNT - i) }, open));
await new Promise((r) => setTimeout(r, 2000));
const withSockets = server.rssBytes();

const done = new Promise<void>((r) => {
  allReceived = r;
});
const start = performance.now();
await fetch(`${server.base}/ops/merchants/demo/members/player01/adjust`, {
  method: 'POST',
  headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
  body: JSON.stringify({ amount: '1', key: `bench-${Date.now()}`, remarks: '' }),
});
await done;
const fanout = performance.now() - start;

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
console.log(`sockets: ${COUNT}`);
console.log(`server memory idle (baseline): ${mb(baseline)} MB; with ${COUNT} sockets: ${mb(withSockets)} MB`);
console.log(
  `ratio with/idle: ${(withSockets / baseline).toFixed(2)}; per socket: ${((withSockets - baseline) / COUNT / 1024).toFixed(1)} KB`,
);
console.log(`under 1 GB: ${withSockets < 1024 ** 3 ? 'yes' : 'NO'}`);
console.log(`one event to all ${COUNT} sockets: ${fanout.toFixed(0)} ms (request, store, fan-out, delivery)`);
for (const s of sockets) s.terminate();
await server.stop();
