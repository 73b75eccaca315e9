// The members' and operators' side of the chat bench, in a process of its own (bench/child.ts):
// one socket per member, then operators answering random conversations (each answer's latency ends
// when its member's socket has it), then members writing. Answers both rates and the latencies.
import { WebSocket } from 'ws';
import { answer, jobOf } from './child.js';
import { pct, postJson } from './latency.js';

export type ChatJob = {
  base: string;
  opsToken: string;
  operatorId: number;
  members: { token: string; conversation: number }[];
  seconds: number;
  workers: number;
};
export type ChatResult = { operatorRate: number; memberRate: number; delivered: number; p50: number; p99: number };

const job = await jobOf<ChatJob>();
const ops = { authorization: `Bearer ${job.opsToken}`, 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string>) => postJson(job.base, path, body, headers);

const waiting = new Map<string, (at: number) => void>();
const sockets: WebSocket[] = [];
for (let i = 0; i < job.members.length; i += 50) {
  await Promise.all(
    job.members.slice(i, i + 50).map(
      (m) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${job.base.replace('http', 'ws')}/ws`);
          sockets.push(socket);
          socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', merchant: 'demo', token: m.token })));
          socket.on('message', (raw) => {
            const msg = JSON.parse(raw.toString()) as { type: string; data: { message?: string } };
            if (msg.type === 'ready') resolve();
            if (msg.type === 'CHAT' && msg.data.message) waiting.get(msg.data.message)?.(performance.now());
          });
          socket.on('error', reject);
        }),
    ),
  );
}

/** `workers` loops for `seconds`; returns messages per second. */
async function load(send: (worker: number, i: number) => Promise<void>): Promise<number> {
  let done = 0;
  const start = performance.now();
  const end = start + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.workers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        await send(w, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

const latencies: number[] = [];
const pending: Promise<void>[] = [];
const operatorRate = await load(async (w, i) => {
  const target = job.members[Math.floor(Math.random() * job.members.length)]!;
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
  await post(`/ops/merchants/demo/chat/conversations/${target.conversation}/messages`, { operatorId: job.operatorId, body: tag }, ops);
});
await Promise.all(pending);

const memberRate = await load(async (w, i) => {
  const m = job.members[(w * 7919 + i) % job.members.length]!;
  await post(
    '/wps/support/chat/messages',
    { body: `m${w}-${i}` },
    { merchant: 'demo', authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
  );
});

for (const s of sockets) s.terminate();
answer({ operatorRate, memberRate, delivered: latencies.length, p50: pct(latencies, 50), p99: pct(latencies, 99) } satisfies ChatResult);
