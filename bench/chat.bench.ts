// The support desk under load: 1,000 open conversations, operators answering through the ops API,
// each answer delivered to its member's socket. Prints operator messages per second, member
// messages per second, and delivery latency p50/p99 (request start → CHAT event on the socket),
// against a bare Fastify hello-world measured in the same run.
// Run: npm run bench -w @arcadia/bench -- chat   (CONVERSATIONS=…, CHAT_SECONDS=…, DATABASE_URL for PostgreSQL)
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';
import type { ChatJob, ChatResult } from './chat-load.js';
import { runChild } from './child.js';
import { measure, startBaseline } from './http-baseline.js';
import { postJson } from './latency.js';

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 1000);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 5);
const WORKERS = 16;
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
// A port from the OS: a fixed one (41530 until issue 30) lies in the ephemeral range and was taken
// after a socket-heavy run.
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const ops = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string>) => postJson<{ id: number }>(base, path, body, headers);

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

type Member = { token: string; conversation: number };
const members: Member[] = [];
const setupStart = performance.now();
for (let i = 0; i < CONVERSATIONS; i += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, CONVERSATIONS - i) }, async (_, j) => {
      const member = await features.accounts.service.create({ merchantId: demo.id, account: `chatbench${i + j}`, passwordHash: hash });
      const ctx = { merchantId: demo.id, ip: '127.0.0.1', device: 'web', userAgent: 'bench', clientKey: 'bench' };
      const token = (await features.session.service.signInNew(ctx, member)).token!;
      const headers = { merchant: 'demo', authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const first = await post('/wps/support/chat/messages', { body: 'hello desk' }, headers);
      members.push({ token, conversation: (first as unknown as { conversationId: number }).conversationId });
    }),
  );
}
console.log(`setup: ${CONVERSATIONS} members and open conversations in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

// Sockets and senders in a process of their own, as members' browsers and the desk would be.
const { operatorRate, memberRate, delivered, p50, p99 } = await runChild<ChatResult>('./chat-load.ts', {
  base,
  opsToken: TOKEN,
  operatorId: operator.id,
  members,
  seconds: SECONDS,
  workers: WORKERS,
} satisfies ChatJob);

const baseline = await measure(bare.url);
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}; open conversations: ${CONVERSATIONS}; ${WORKERS} concurrent senders, ${SECONDS} s each`,
);
console.log(`operator answers through the desk: ${operatorRate.toFixed(0)} msg/s; delivered ${delivered}`);
console.log(`delivery latency (request start → socket): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
console.log(`member messages: ${memberRate.toFixed(0)} msg/s`);
console.log(
  `bare Fastify hello-world (baseline): ${baseline.toFixed(0)} req/s; ratio answers/baseline: ${(operatorRate / baseline).toFixed(3)}`,
);

await app.close();
await database.close();
await bare.close();
