// What the HTTP benchmarks share: the same load for every target, and the baseline they are
// compared with in the same run, a bare Fastify hello-world. Both the load generator and the
// baseline run in processes of their own (bench/child.ts), never in the process that serves.
import { exited, runChild, startChild } from './child.js';
import type { LoadJob, LoadResult } from './load-generator.js';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** Requests per second at 20 connections, from autocannon in its own process. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await measureLoad(url, headers)).perSecond;
}

/** Requests per second and latency at 20 connections, from autocannon in its own process. */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const r = await runChild<LoadResult>('./load-generator.ts', {
    url,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
  } satisfies LoadJob);
  if (r.non2xx || r.errors)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts; ${r.seen.join(', ') || 'no detail'})`);
  return r;
}

/** A bare Fastify hello-world in its own process on a free port; returns its URL and a close function. */
export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const { child, first } = startChild<{ port: number }>('./baseline-server.ts', {});
  const { port } = await first;
  return {
    url: `http://127.0.0.1:${port}/hello`,
    close: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
