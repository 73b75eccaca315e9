// The support desk under load: 1,000 open conversations, operators answering through the ops API,
// each answer delivered to its member's socket. Prints operator messages per second, member
// messages per second, and delivery latency p50/p99 (request start → CHAT event on the socket),
// against a bare Fastify hello-world measured in the same run.
// Run: npm run bench -w @arcadia/bench -- chat   (CONVERSATIONS=…, CHAT_SECONDS=…, DATABASE_URL for PostgreSQL)
import { WebSocket } from 'ws';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import { measure, startBaseline } from './http-baseline.js';

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 1000);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 5);
const WORKERS = 16;
const PORT = Number(process.env.CHAT_BENCH_PORT ?? 41530);
const TOKEN = 'bench-ops-token-0123456789abcdef';

const bare = await startBaseline();
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'memory' });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '11'.repeat(32), OPS_API_TOKEN: TOKEN }),
  webDist: '/nonexistent',
};
const { app, features } = await buildApp({ config, database });
if (await features.system.isEmpty()) await seedDemo(features);
await app.listen({ host: '127.0.0.1', port: PORT });
const base = `http://127.0.0.1:${PORT}`;
const ops = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const post = async (path: string, body: unknown, headers: Record<string, string>) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; value: { id: number }; errorCode: string | null };
  if (!json.success) throw new Error(`${path}: ${json.errorCode}`);
  return json.value;
};

// Members with one shared password hash (hashing is not what is measured) and sessions issued directly.
const demo = (await features.system.service.merchantByCode('demo'))!;
const hash = (await features.accounts.service.findByAccount(demo.id, 'player01'))!.passwordHash;
await fetch(`${base}/ops/merchants/demo/chat/settings`, {
  method: 'PUT',
  headers: ops,
  body: JSON.stringify({ mode: 'builtin', ratePerMinute: 600 }),
});
const operator = await post('/ops/merchants/demo/chat/operators', { name: 'Bench Desk', maxOpen: 500 }, ops);
await fetch(`${base}/ops/merchants/demo/chat/operators/${operator.id}/presence`, {
  method: 'PUT',
  headers: ops,
  body: JSON.stringify({ status: 'online' }),
});

type Member = { token: string; conversation: number; socket: WebSocket };
const members: Member[] = [];
const waiting = new Map<string, (at: number) => void>();
const setupStart = performance.now();
for (let i = 0; i < CONVERSATIONS; i += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, CONVERSATIONS - i) }, async (_, j) => {
      const member = await features.accounts.service.create({ merchantId: demo.id, account: `chatbench${i + j}`, passwordHash: hash });
      const ctx = { merchantId: demo.id, ip: '127.0.0.1', device: 'web', userAgent: 'bench', clientKey: 'bench' };
      const token = (await features.session.service.signInNew(ctx, member)).token!;
      const headers = { merchant: 'demo', authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const first = await post('/wps/support/chat/messages', { body: 'hello desk' }, headers);
      const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
      await new Promise<void>((resolve, reject) => {
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', merchant: 'demo', token })));
        socket.on('message', (raw) => {
          const m = JSON.parse(raw.toString()) as { type: string; data: { message?: string } };
          if (m.type === 'ready') resolve();
          if (m.type === 'CHAT' && m.data.message) waiting.get(m.data.message)?.(performance.now());
        });
        socket.on('error', reject);
      });
      members.push({ token, conversation: (first as unknown as { conversationId: number }).conversationId, socket });
    }),
  );
}
console.log(`setup: ${CONVERSATIONS} members, open conversations and sockets in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

/** WORKERS loops for SECONDS; returns messages per second. */
async function load(send: (worker: number, i: number) => Promise<void>): Promise<number> {
  let done = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        await send(w, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

// Operators answering random conversations; each answer's latency ends when its member's socket has it.
const latencies: number[] = [];
const pending: Promise<void>[] = [];
const operatorRate = await load(async (w, i) => {
  const target = members[Math.floor(Math.random() * members.length)]!;
  const tag = `r${w}-${i}`;
  const start = performance.now();
  pending.push(
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => resolve(), 10_000);
      waiting.set(tag, (at) => {
        latencies.push(at - start);
        waiting.delete(tag);
        clearTimeout(timer);
        resolve();
      });
    }),
  );
  await post(`/ops/merchants/demo/chat/conversations/${target.conversation}/messages`, { operatorId: operator.id, body: tag }, ops);
});
await Promise.all(pending);

// Members writing into their open conversations.
const memberRate = await load(async (w, i) => {
  const m = members[(w * 7919 + i) % members.length]!;
  await post(
    '/wps/support/chat/messages',
    { body: `m${w}-${i}` },
    { merchant: 'demo', authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
  );
});

const baseline = await measure(bare.url);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}; open conversations: ${CONVERSATIONS}; ${WORKERS} concurrent senders, ${SECONDS} s each`,
);
console.log(`operator answers through the desk: ${operatorRate.toFixed(0)} msg/s; delivered ${latencies.length}`);
console.log(`delivery latency (request start → socket): p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`);
console.log(`member messages: ${memberRate.toFixed(0)} msg/s`);
console.log(
  `bare Fastify hello-world (baseline): ${baseline.toFixed(0)} req/s; ratio answers/baseline: ${(operatorRate / baseline).toFixed(3)}`,
);

for (const m of members) m.socket.terminate();
await app.close();
await database.close();
await bare.close();
