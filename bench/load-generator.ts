// autocannon in a process of its own (bench/child.ts): a warm-up so JIT and caches settle, then the
// measured run. Answers requests/s and latency, or what failed.
import autocannon from 'autocannon';
import { answer, jobOf } from './child.js';

export type LoadJob = { url: string; headers: Record<string, string>; connections: number; seconds: number };
export type LoadResult = { perSecond: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number; seen: string[] };

const job = await jobOf<LoadJob>();
// Each connection is recycled by the client every 500 requests. nginx ends a keep-alive connection
// after 1000 requests (keepalive_requests), saying so in that response. autocannon does not read
// that: its next request can reach the closed socket and come back as ECONNRESET (cluster bench:
// 1 to 7 resets per 90,000 requests in three of five runs, all through nginx).
const load = { url: job.url, headers: job.headers, connections: job.connections, reconnectRate: 500 };
await autocannon({ ...load, duration: 2 });
// What failed, not only how many: a count alone says nothing about where to look.
const seen: string[] = [];
const r = await new Promise<autocannon.Result>((resolve, reject) => {
  const run = autocannon({ ...load, duration: job.seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  const note = (e: Error & { code?: string }) => {
    if (seen.length < 3) seen.push(e.code ?? e.message);
  };
  run.on('reqError', note);
  run.on('connError' as 'reqError', note);
});
answer({
  perSecond: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  seen,
} satisfies LoadResult);
