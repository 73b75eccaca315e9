import { encryptedBodySchema, envelope } from '@arcadia/contract';
import {
  buildRecoveryVerificationSchema,
  buildResetByLinkSchema,
  recoveryEmailBodySchema,
  recoveryEmailSchema,
  recoveryRequestResultSchema,
  recoverySmsBodySchema,
  recoverySmsSchema,
} from '@arcadia/contract/password-recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { smsGateOf } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

type Rule = { min: number; max: number; pattern: string };
export type PasswordRecoveryRoutesOptions = {
  service: PasswordRecoveryService;
  crypto: PayloadCrypto;
  passwordRule(merchantId: number): Promise<Rule>;
  /** The site origin reset links point at: the request's host only when it is one of the merchant's domains. */
  linkBase(merchantId: number, host: string, protocol: string): Promise<string>;
};

const tags = ['password-recovery'];
// Per IP: recovery sends mail and SMS, so it is kept well below what a person needs.
const sendLimit = { rateLimit: { max: 5, timeWindow: 60_000 } };
const checkLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

export const passwordRecoveryRoutes: FastifyPluginAsyncZod<PasswordRecoveryRoutesOptions> = async (app, opts) => {
  const { service, crypto } = opts;
  // Spec 000 §3: the e-mail request is form-encoded. Scoped to this plugin's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/wps/member/password/email',
    {
      config: sendLimit,
      schema: {
        tags,
        summary: 'Mail a single-use reset link (form: username, email); the same answer whether or not the account exists',
        body: recoveryEmailBodySchema,
        response: { 200: envelope(recoveryRequestResultSchema) },
      },
    },
    async (req) => {
      const payload = parseOrThrow(recoveryEmailSchema, req.body);
      const base = await opts.linkBase(req.merchant.id, req.headers.host ?? '', req.protocol);
      return ok(await service.requestByEmail(req.merchant.id, payload, base, req.language));
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed link (encrypted: token, newPassword, confirmNewPassword); ends all sessions',
        body: encryptedBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const schema = buildResetByLinkSchema(await opts.passwordRule(req.merchant.id));
      await service.resetByLink(req.merchant.id, parseOrThrow(schema, await crypto.decryptJson(req.body.encrypted)));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/sms',
    {
      config: sendLimit,
      schema: {
        tags,
        summary: 'Send a recovery code by SMS (username, mobileNumber); the same answer whether or not they match',
        body: recoverySmsBodySchema,
        response: { 200: envelope(recoveryRequestResultSchema) },
      },
    },
    async (req) => {
      const gate = smsGateOf(req, req.body);
      return ok(await service.requestBySms(req.merchant.id, parseOrThrow(recoverySmsSchema, req.body), req.language, gate));
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: checkLimit,
      schema: {
        tags,
        summary:
          'Set a new password with the SMS code (encrypted: username, mobileNumber, verificationCode, newPassword, confirmNewPassword); ends all sessions',
        body: encryptedBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const schema = buildRecoveryVerificationSchema(await opts.passwordRule(req.merchant.id));
      await service.resetBySms(req.merchant.id, parseOrThrow(schema, await crypto.decryptJson(req.body.encrypted)));
      return ok(null);
    },
  );
};
