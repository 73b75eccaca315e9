import { DEVICES, type Device, ERROR_CODES, HEADERS, type Language, parseLanguage } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

export type MerchantRef = { id: number; code: string };
/** Finds the merchant by its code (the Merchant header) or else by the request host; `suspended`: a brand taken offline (ADR 070). */
export type MerchantResolver = (by: { code: string | null; host: string }) => Promise<(MerchantRef & { suspended?: boolean }) | null>;

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    device: Device;
    /** Set for every /wps and /lgw route unless the route opts out with config.merchant = false. */
    merchant: MerchantRef;
  }
  interface FastifyContextConfig {
    merchant?: boolean;
    /** Answers for a suspended brand too: the shell's settings, so its site can show the maintenance page (ADR 070). */
    whileSuspended?: boolean;
  }
}

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() ? s.trim() : null;
}

/** Strips the port (and IPv6 brackets) from a Host header. */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

/**
 * Resolves Language, Device and the merchant for every request. An unknown merchant is
 * `domain_not_available` (spec 000 §8), raised before any handler runs.
 */
export const requestContext = fp<{ resolveMerchant: MerchantResolver }>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('language', 'CN');
    app.decorateRequest('device', 'web');
    app.decorateRequest('merchant', null as unknown as MerchantRef);
    app.addHook('onRequest', async (req) => {
      req.language = parseLanguage(header(req, HEADERS.language));
      const device = header(req, HEADERS.device)?.toLowerCase();
      req.device = (DEVICES as readonly string[]).includes(device ?? '') ? (device as Device) : 'web';
      const path = req.url.split('?')[0] ?? '';
      const apiPath = path.startsWith('/wps/') || path.startsWith('/lgw/');
      if (!apiPath || req.routeOptions.config?.merchant === false) return;
      const merchant = await opts.resolveMerchant({ code: header(req, HEADERS.merchant), host: hostnameOf(req.headers.host) });
      if (!merchant) throw new AppError(ERROR_CODES.domainNotAvailable);
      if (merchant.suspended && !req.routeOptions.config?.whileSuspended) throw new AppError(ERROR_CODES.merchantSuspended);
      req.merchant = { id: merchant.id, code: merchant.code };
    });
  },
  { name: 'request-context' },
);
