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
 * Route access levels:
 * - 'optional': attach the member when a valid token is sent, else carry on as a visitor;
 * - 'member': any signed-in account, guests (type 4) included;
 * - 'real': a real account; restricted types get in_need_true_account;
 * - 'password-change': also accepts the forced-change session.
 */
export type AuthLevel = 'optional' | 'member' | 'real' | 'password-change';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const raw = req.headers[HEADERS.authorization.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token || null;
}

export const authGuard = fp<{ verify: TokenVerifier }>(
  async (app: FastifyInstance, { verify }) => {
    app.decorateRequest('auth', null);
    // onRequest, after merchant resolution: a visitor without a token hears 401, not a validation error.
    app.addHook('onRequest', async (req) => {
      const level = req.routeOptions.config?.auth;
      if (!level) return;
      const token = bearerToken(req);
      if (!token) {
        if (level === 'optional') return;
        throw new AppError(ERROR_CODES.notLoggedIn, 401);
      }
      let ctx: AuthContext;
      try {
        ctx = await verify(req, token);
      } catch (err) {
        if (level === 'optional') return;
        throw err;
      }
      if (ctx.kind === 'password_change' && level !== 'password-change' && level !== 'optional') {
        throw new AppError(ERROR_CODES.notLoggedIn, 401);
      }
      if (level === 'real' && isRestricted(ctx.isAgent)) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
      req.auth = ctx;
    });
  },
  { name: 'auth-guard', dependencies: ['request-context'] },
);

/** The signed-in member of a route that declared an auth level other than 'optional'. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError(ERROR_CODES.notLoggedIn, 401);
  return req.auth;
}
