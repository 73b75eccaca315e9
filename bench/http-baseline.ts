// What the HTTP benchmarks share: the same load for every target, and the baseline they are
// compared with in the same run — a bare Fastify hello-world.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** Requests per second at 20 connections, after a short warm-up so JIT and caches settle. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
}

/** A bare Fastify hello-world on a free port; returns its URL and a close function. */
export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/hello`, close: () => bare.close() };
}
