// What the HTTP benchmarks share: the same load for every target, and the baseline they are
// compared with in the same run — a bare Fastify hello-world.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** Requests per second at 20 connections, after a short warm-up so JIT and caches settle. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  // Each connection is recycled by the client every 500 requests. nginx ends a keep-alive connection
  // after 1000 requests (keepalive_requests), saying so in that response. autocannon does not read
  // that: its next request can reach the closed socket and come back as ECONNRESET (cluster bench:
  // 1 to 7 resets per 90,000 requests in three of five runs, all through nginx).
  const load = { url, headers, connections: CONNECTIONS, reconnectRate: 500 };
  await autocannon({ ...load, duration: 2 });
  // What failed, not only how many: a count alone says nothing about where to look.
  const seen: string[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...load, duration: SECONDS }, (err, result) => (err ? reject(err) : resolve(result)));
    const note = (e: Error & { code?: string }) => {
      if (seen.length < 3) seen.push(e.code ?? e.message);
    };
    run.on('reqError', note);
    run.on('connError' as 'reqError', note);
  });
  if (r.non2xx || r.errors)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts; ${seen.join(', ') || 'no detail'})`);
  return r.requests.average;
}

/** A bare Fastify hello-world on a free port; returns its URL and a close function. */
export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/hello`, close: () => bare.close() };
}
