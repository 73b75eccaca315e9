// Timed requests for benches that need percentiles (autocannon reports p97.5, not p95) or a
// different Host header per request. Runs in the bench's process, never the server's.
import http from 'node:http';

export type Req = { path: string; headers?: Record<string, string> };

/** Sends requests from `next` on `connections` keep-alive sockets for `seconds` (or `count` requests); answers each latency in ms. */
export async function timedGets(
  base: string,
  next: () => Req,
  opts: { connections: number; seconds?: number; count?: number },
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const until = performance.now() + (opts.seconds ?? Number.POSITIVE_INFINITY) * 1000;
  const times: number[] = [];
  let left = opts.count ?? Number.POSITIVE_INFINITY;
  const worker = async () => {
    while (performance.now() < until && left-- > 0) {
      const req = next();
      const started = performance.now();
      const { status, body } = await get(agent, base + req.path, req.headers ?? {});
      if (status !== 200 || !body.includes('"success":true'))
        throw new Error(`${req.path} ${JSON.stringify(req.headers)}: ${status} ${body.slice(0, 200)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  agent.destroy();
  return times;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The p-th percentile (nearest rank) of latencies in ms. */
export function pct(times: number[], p: number): number {
  if (!times.length) return Number.NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** POSTs JSON to `base + path` and answers the envelope's value; a refusal throws with its error code. */
export async function postJson<T = unknown>(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; value: T; errorCode: string | null };
  if (!json.success) throw new Error(`${path}: ${json.errorCode}`);
  return json.value;
}
