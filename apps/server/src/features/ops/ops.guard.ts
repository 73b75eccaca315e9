import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';

export type OpsGuardOptions = {
  token: string;
  merchantByCode(code: string): Promise<{ id: number } | null>;
  audit(entry: { merchantId: number; action: string; actor: string; detail: Record<string, unknown> }): Promise<void>;
};

function bearer(header: string | undefined): string {
  const value = header ?? '';
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value.trim();
}

/** Compares in constant time so the token cannot be guessed byte by byte. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operator routes of any feature: the ops bearer token, and every change written to the audit
 * table once it has succeeded, before the operator hears back, so an answered change is on record.
 * Install it inside the plugin that holds the routes (hooks stay within their plugin).
 */
export function installOpsGuard(app: FastifyInstance, { token, merchantByCode, audit }: OpsGuardOptions): void {
  app.addHook('onRequest', async (req) => {
    if (!sameToken(bearer(req.headers.authorization), token)) throw new AppError(ERROR_CODES.unauthorized);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' || reply.statusCode >= 400) return payload;
    const code = (req.params as { code?: string }).code;
    const m = code ? await merchantByCode(code) : null;
    if (m) {
      const detail = { params: req.params as object, body: (req.body ?? null) as object };
      await audit({ merchantId: m.id, action: `${req.method} ${req.routeOptions.url}`, actor: 'ops-token', detail });
    }
    return payload;
  });
}
