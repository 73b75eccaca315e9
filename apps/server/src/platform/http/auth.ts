import { ERROR_CODES, HEADERS } from '@arcadia/contract';
import { ACCOUNT_ERRORS, isRestricted } from '@arcadia/contract/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

export type AuthContext = {
  memberId: number;
  sessionId: number;
  isAgent: number;
  /** A password-change session may only change the password (forced change, spec 000 §4 flow 1). */
  kind: 'member' | 'password_change';
};

/** Checks a bearer token for the request's merchant; throws the spec's 401 codes. */
export type TokenVerifier = (req: FastifyRequest, token: string) => Promise<AuthContext>;

/**
 * Route access levels (the table for restricted sessions is ADR 036):
 * - 'optional': attach the member when a valid member session is sent, else carry on as a visitor;
 *   a forced-change session is a visitor here (ADR 003: it opens nothing but the change);
 * - 'member': any signed-in account, guests (type 4) included;
 * - 'real': a real account; restricted types get in_need_true_account;
 * - 'password-change': also accepts the forced-change session;
 * - 'session-end': like 'optional', but a forced-change session is attached too, so it can end itself.
 */
export type AuthLevel = 'optional' | 'member' | 'real' | 'password-change' | 'session-end';

/**
 * A route that moves money declares it. Only a member session of a real account may call it;
 * `trial` names the requests that play demo credits instead (no wallet), which anyone may send.
 */
export type MoneyRule = true | { trial: (req: FastifyRequest) => boolean };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    money?: MoneyRule;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const raw = req.headers[HEADERS.authorization.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token || null;
}

const VISITOR_LEVELS: readonly AuthLevel[] = ['optional', 'session-end'];

/** Who the request is, for its route's level: the member, null for a visitor, or an error. */
async function resolve(req: FastifyRequest, level: AuthLevel, verify: TokenVerifier): Promise<AuthContext | null> {
  const visitorAllowed = VISITOR_LEVELS.includes(level);
  const token = bearerToken(req);
  if (!token) {
    if (visitorAllowed) return null;
    throw new AppError(ERROR_CODES.notLoggedIn, 401);
  }
  let ctx: AuthContext;
  try {
    ctx = await verify(req, token);
  } catch (err) {
    if (visitorAllowed) return null;
    throw err;
  }
  if (ctx.kind === 'password_change') {
    if (level === 'password-change' || level === 'session-end') return ctx;
    // A leaked default password must not open the account: on a visitor route it is a visitor.
    if (level === 'optional') return null;
    throw new AppError(ERROR_CODES.notLoggedIn, 401);
  }
  if (level === 'real' && isRestricted(ctx.isAgent)) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
  return ctx;
}

/** Money moves only for a real account's member session, whatever the route's level says. */
function requireRealMember(req: FastifyRequest): void {
  if (req.auth?.kind !== 'member') throw new AppError(ERROR_CODES.notLoggedIn, 401);
  if (isRestricted(req.auth.isAgent)) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
}

export const authGuard = fp<{ verify: TokenVerifier }>(
  async (app: FastifyInstance, { verify }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRoute', (route) => {
      // A route cannot move money without saying who may call it.
      if (route.config?.money && !route.config.auth) throw new Error(`${route.method} ${route.url}: money needs an auth level`);
    });
    // onRequest, after merchant resolution: a visitor without a token hears 401, not a validation error.
    app.addHook('onRequest', async (req) => {
      const { auth: level, money } = req.routeOptions.config ?? {};
      if (!level) return;
      req.auth = await resolve(req, level, verify);
      if (money === true) requireRealMember(req);
    });
    // A trial rule reads the parsed body or query, so it waits for validation.
    app.addHook('preHandler', async (req) => {
      const money = req.routeOptions.config?.money;
      if (money && money !== true && !money.trial(req)) requireRealMember(req);
    });
  },
  { name: 'auth-guard', dependencies: ['request-context'] },
);

/** The signed-in member of a route that declared an auth level other than 'optional'. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError(ERROR_CODES.notLoggedIn, 401);
  return req.auth;
}
