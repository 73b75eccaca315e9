import { encryptedBodySchema, envelope } from '@arcadia/contract';
import {
  buildLoginSchema,
  endedSessionsSchema,
  loginFailureSchema,
  loginResultSchema,
  sessionEntrySchema,
} from '@arcadia/contract/session';
import { bindRequiredSchema } from '@arcadia/contract/social-sign-in';
import { fieldFailureSchema, twoFactorLoginSchema, verifyRequiredSchema } from '@arcadia/contract/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import { translate } from '../../platform/i18n/messages.js';
import type { LoginContext, SessionService } from './session.service.js';

export type SessionRoutesOptions = { service: SessionService; crypto: PayloadCrypto; loginIpLimitPerMinute: number };

const tags = ['session'];
const loginSchema = buildLoginSchema();

const contextOf = (req: FastifyRequest): LoginContext => ({
  merchantId: req.merchant.id,
  ip: req.ip,
  device: req.device,
  userAgent: String(req.headers['user-agent'] ?? ''),
  clientKey: clientKey(req),
});

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { service, crypto, loginIpLimitPerMinute }) => {
  // Refused sign-ins by reason (wrong password, captcha, lock…): a brute-force wave shows here first.
  const failures = app.hasDecorator('metrics')
    ? new Counter({
        name: 'arcadia_login_failures_total',
        help: 'Refused sign-in attempts on this instance, by error code',
        labelNames: ['reason'] as const,
        registers: [app.metrics],
      })
    : null;
  app.addHook('onError', async (req, _reply, error) => {
    if (failures && error instanceof AppError && req.routeOptions.url?.startsWith('/wps/session/login'))
      failures.inc({ reason: error.code });
  });
  app.post(
    '/wps/session/login',
    {
      // A coarse per-IP ceiling; the real defence is the per-account and per-IP counters.
      config: { rateLimit: { max: loginIpLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Log in (encrypted: username, password, captcha, type; or countryDialingCode + mobileNum; or type 'firebase' with an ID token, answered by bind_customer_required when the identity is not bound yet)",
        body: encryptedBodySchema,
        response: {
          200: envelope(loginResultSchema.or(verifyRequiredSchema).or(loginFailureSchema).or(bindRequiredSchema)),
        },
      },
    },
    async (req) => ok(await service.login(contextOf(req), parseOrThrow(loginSchema, await crypto.decryptJson(req.body.encrypted)))),
  );

  app.post(
    '/wps/session/login/verification',
    {
      config: { rateLimit: { max: loginIpLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Log in with the second factor (encrypted two-factor payload: method E/G/S/P and its fields); success is login_2fa_pass',
        body: encryptedBodySchema,
        response: {
          200: envelope(loginResultSchema.or(verifyRequiredSchema).or(fieldFailureSchema).or(loginFailureSchema)),
        },
      },
    },
    async (req) => {
      const p = parseOrThrow(twoFactorLoginSchema, await crypto.decryptJson(req.body.encrypted));
      const first = p.challenge
        ? null
        : parseOrThrow(loginSchema, {
            username: p.username,
            password: p.password,
            captcha: p.captcha,
            type: p.type,
            countryDialingCode: p.countryDialingCode,
            mobileNum: p.loginMobileNum,
          });
      const result = await service.loginVerified(contextOf(req), first, p.challenge, p);
      return { ...ok(result), message: translate('login_2fa_pass', req.language) };
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, summary: 'Free play as a guest (type 4) when FREEPLAY3 is on', response: { 200: envelope(loginResultSchema) } },
    },
    async (req) => ok(await service.freePlay(contextOf(req))),
  );

  app.delete(
    '/wps/session/logout',
    // A forced-change session may end itself too ('session-end'); elsewhere it is a visitor.
    { config: { auth: 'session-end' }, schema: { tags, summary: 'End this session', response: { 200: envelope(z.null()) } } },
    async (req) => {
      // Logging out with a stale token still succeeds: the client clears its state either way.
      if (req.auth) await service.logout(req.merchant.id, req.auth);
      return ok(null);
    },
  );

  app.get(
    '/wps/session/sessions',
    {
      config: { auth: 'member' },
      schema: { tags, summary: "The member's live sessions", response: { 200: envelope(z.array(sessionEntrySchema)) } },
    },
    async (req) => ok(await service.list(req.merchant.id, authOf(req))),
  );

  app.delete(
    '/wps/session/sessions/others',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'End every other session of this member',
        response: { 200: envelope(endedSessionsSchema) },
      },
    },
    async (req) => ok({ ended: await service.endOthers(req.merchant.id, authOf(req)) }),
  );
};
