import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@arcadia/contract';
import type { OpsOperator, OpsPermission } from '@arcadia/contract/ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an operator's role must allow to call an ops route; default: `read` for GET, `admin` otherwise. */
    opsPermission?: OpsPermission;
    /** A POST that changes nothing (a preview): not written to the audit (ADR 026). */
    opsReadOnly?: boolean;
    /** Platform work on brands (ADR 070): super-operators and the machine token only, even with a `:code`. */
    opsPlatform?: boolean;
  }
}

/** A signed-in console operator; `merchantId` null for a super-operator (every merchant). */
export type OperatorPrincipal = OpsOperator & { merchantId: number | null };

export type OpsAuditEntry = {
  merchantId: number;
  action: string;
  actor: string;
  operatorId?: number | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
  detail: Record<string, unknown>;
};

/** Loads the state a write changes, by route (`PUT /ops/merchants/:code/flags`), for the audit's before and after. */
export type OpsSnapshot = (merchantId: number, params: Record<string, string>) => Promise<unknown>;

export type OpsGuardOptions = {
  /** The platform machine credential (OPS_API_TOKEN). */
  token: string;
  merchantByCode(code: string): Promise<{ id: number } | null>;
  audit(entry: OpsAuditEntry): Promise<void>;
  /** Console sessions; without it only the machine token gets in. */
  operators?: { verify(token: string, ip: string): Promise<OperatorPrincipal | null> };
  snapshots?: Record<string, OpsSnapshot>;
};

export type OpsActor = { kind: 'token' } | { kind: 'operator'; operator: OperatorPrincipal };
export type GuardedRoute = { method: string; url: string; permission: OpsPermission; platform: boolean };

const actors = new WeakMap<FastifyRequest, OpsActor>();
const befores = new WeakMap<FastifyRequest, unknown>();
const registries = new WeakMap<object, GuardedRoute[]>();

/** Who is calling this ops route (set by the guard). */
export const opsActorOf = (req: FastifyRequest): OpsActor | undefined => actors.get(req);
/** Every route behind the guard, as Fastify registered it (tests walk this list). */
export const guardedRoutes = (app: FastifyInstance): GuardedRoute[] => registries.get(app.server) ?? [];

const permissionOf = (method: string, configured: OpsPermission | undefined): OpsPermission =>
  configured ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'admin');

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

const SECRET_KEY = /password|secret|totp|token/i;
/** Audit rows are read by many operators: passwords and secrets never reach them. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]));
  return value;
}

/** The response's `value` (the state after the change, for most writes), else the request body. */
function afterOf(req: FastifyRequest, payload: unknown): unknown {
  if (typeof payload === 'string') {
    try {
      const value = (JSON.parse(payload) as { value?: unknown }).value;
      if (value !== undefined && value !== null) return value;
    } catch {
      // not JSON (an image): fall back to what was asked for
    }
  }
  return req.body ?? null;
}

/**
 * Operator routes of any feature. A caller is either the machine token or an operator session whose
 * merchant is the `:code` of the path (super-operators: any) and whose role holds the route's
 * permission. Every change is written to the audit table once it has succeeded, before the operator
 * hears back, so an answered change is on record. Install it inside the plugin that holds the routes
 * (hooks stay within their plugin).
 */
export function installOpsGuard(app: FastifyInstance, opts: OpsGuardOptions): void {
  const { token, merchantByCode, audit, operators, snapshots = {} } = opts;
  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registry.push({
        method,
        url: route.url,
        permission: permissionOf(method, route.config?.opsPermission),
        platform: Boolean(route.config?.opsPlatform),
      });
    }
  });

  app.addHook('onRequest', async (req) => {
    const given = bearer(req.headers.authorization);
    if (given && sameToken(given, token)) {
      actors.set(req, { kind: 'token' });
      return;
    }
    const operator = given && operators ? await operators.verify(given, req.ip) : null;
    if (!operator) throw new AppError(ERROR_CODES.unauthorized, 401);
    const needed = permissionOf(req.method, req.routeOptions.config?.opsPermission);
    const code = (req.params as { code?: string }).code;
    // Routes without a merchant in the path are platform routes: super-operators only.
    const merchantOk =
      operator.merchantId === null || (code !== undefined && code === operator.merchantCode && !req.routeOptions.config?.opsPlatform);
    if (!merchantOk || !operator.permissions.includes(needed)) throw new AppError(ERROR_CODES.forbidden, 403);
    actors.set(req, { kind: 'operator', operator });
  });

  const snapshotOf = async (req: FastifyRequest) => {
    const load = snapshots[`${req.method} ${req.routeOptions.url}`];
    const code = (req.params as { code?: string }).code;
    if (!load || !code) return undefined;
    const m = await merchantByCode(code);
    if (!m) return undefined;
    // A loader that cannot find the thing (a wrong id) leaves the route to answer the error.
    return (await load(m.id, req.params as Record<string, string>).catch(() => null)) ?? null;
  };

  app.addHook('preHandler', async (req) => {
    if (req.method !== 'GET') befores.set(req, await snapshotOf(req));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' || req.routeOptions.config?.opsReadOnly || reply.statusCode >= 400) return payload;
    // A brand created on a platform route (no `:code`) is audited on itself, named by the request's code.
    const code =
      (req.params as { code?: string }).code ?? (req.routeOptions.config?.opsPlatform ? (req.body as { code?: string })?.code : undefined);
    const m = code ? await merchantByCode(code) : null;
    if (m) {
      const actor = actors.get(req);
      const operator = actor?.kind === 'operator' ? actor.operator : null;
      const loaded = await snapshotOf(req);
      await audit({
        merchantId: m.id,
        action: `${req.method} ${req.routeOptions.url}`,
        actor: operator ? operator.username : 'ops-token',
        operatorId: operator?.id ?? null,
        ip: req.ip,
        before: redact(befores.get(req) ?? null),
        after: redact(loaded === undefined ? afterOf(req, payload) : loaded),
        detail: redact({ params: req.params, body: req.body ?? null }) as Record<string, unknown>,
      });
    }
    return payload;
  });
}
