import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type MetricsOptions = {
  /** Bearer token a scraper must send; without one the endpoint is not served at all. */
  token: string | undefined;
  /** Extra gauges read at scrape time (open sockets, job runs…), by name. */
  gauges?: Record<string, { help: string; read: () => number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `/metrics`: request rate and latency per route template (never the raw
 * URL, whose ids would make the label set unbounded), process metrics, and gauges the app adds.
 * Each app gets its own registry, so tests and several apps in one process do not share counters.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  for (const [name, g] of Object.entries(opts.gauges ?? {})) {
    new Gauge({
      name,
      help: g.help,
      registers: [registry],
      collect() {
        this.set(g.read());
      },
    });
  }
  app.decorate('metrics', registry);

  app.addHook('onResponse', async (req, reply) => {
    // Unmatched paths (scanners, typos) share one label instead of one each.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  const token = opts.token;
  if (!token) return;
  app.get('/metrics', { config: { merchant: false }, schema: { hide: true } }, async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!sameToken(auth.replace(/^Bearer\s+/i, ''), token)) return reply.code(401).send('unauthorized\n');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export const metricsPlugin = fp(metrics, { name: 'metrics' });

/** A gauge read at scrape time (may be async: a database sum), added to an app's registry. */
export function scrapeGauge(
  registry: Registry,
  name: string,
  help: string,
  read: () => Promise<{ labels?: Record<string, string>; value: number }[]> | { labels?: Record<string, string>; value: number }[],
  labelNames: string[] = [],
): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { labels, value } of await read()) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

/** Scheduled job runs: how often each job ran, was led elsewhere, or failed, and how long it took. */
export function jobRunMetrics(registry: Registry): (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void {
  const runs = new Counter({
    name: 'arcadia_job_runs_total',
    help: 'Scheduled job runs on this instance, by job and outcome (skipped: another instance leads it)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'arcadia_job_duration_seconds',
    help: 'Time a scheduled job run took on this instance, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  return (job, outcome, seconds) => {
    runs.inc({ job, outcome });
    if (outcome !== 'skipped') duration.observe({ job }, seconds);
  };
}
