import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once. @fastify/helmet calls `helmet(options)` on every request, which
 * re-parses the whole Content-Security-Policy each time (about 5% of the CPU of a cached API read,
 * bench/balance). The options never change at run time, so the headers never do either.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export const securityHeaders = fp<{ helmet: HelmetOptions }>(
  async (app: FastifyInstance, opts) => {
    const headers = computeSecurityHeaders(opts.helmet);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      reply.removeHeader('x-powered-by');
      done();
    });
  },
  { name: 'security-headers' },
);

/** What one merchant's pages load beyond their own origin, by CSP directive (ADR 040). */
export type PageSources = { connect: readonly string[]; img: readonly string[]; script: readonly string[]; style?: readonly string[] };

/**
 * The CSP source expression of a configured URL or host: `https://cdn.example.com/x/` gives
 * `https://cdn.example.com`, a bare `cdn.example.com` stays a host (the page's own scheme, or its
 * https upgrade). Anything else — a wildcard, a scheme alone, a path, spaces or ';' that would end
 * the directive — gives null: an operator's setting never widens the policy beyond one host.
 */
export function cspSource(value: string): string | null {
  const v = value.trim();
  const host = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
  if (host.test(v)) return v.toLowerCase();
  try {
    const url = new URL(v);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !host.test(url.host)) return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

/**
 * A page's Content-Security-Policy: the base header's directives, each directive of `extra`
 * widened by exactly the merchant's configured sources (deduplicated; unusable ones dropped).
 */
export function pagePolicy(base: string, extra: PageSources): string {
  const directives = new Map<string, string[]>();
  for (const part of base.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  const widen = (name: string, sources: readonly string[]) => {
    const list = directives.get(name);
    if (!list) return;
    for (const s of sources) {
      const source = cspSource(s);
      if (source && !list.includes(source)) list.push(source);
    }
  };
  widen('connect-src', extra.connect);
  widen('img-src', extra.img);
  widen('script-src', extra.script);
  widen('style-src', extra.style ?? []);
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join(';');
}
