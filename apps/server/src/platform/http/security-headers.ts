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
