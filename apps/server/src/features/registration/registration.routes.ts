import { envelope } from '@arcadia/contract';
import {
  affiliateFailureSchema,
  affiliateLookupSchema,
  affiliateResultSchema,
  autoRegisterSchema,
  type RegisterMode,
  registerEncryptedBodySchema,
  registerResultSchema,
  registerSettingsSchema,
  smsRegisterCodeRequestSchema,
} from '@arcadia/contract/registration';
import { smsCodeResultSchema } from '@arcadia/contract/verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { hostnameOf } from '../../platform/http/request-context.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import type { RegisterContext, RegistrationService } from './registration.service.js';

export type RegistrationRoutesOptions = { service: RegistrationService; crypto: PayloadCrypto };

const tags = ['registration'];
// Registrations create accounts: a tight per-IP ceiling stops bulk sign-ups from one address.
const registerLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

const contextOf = (req: FastifyRequest): RegisterContext => ({
  merchantId: req.merchant.id,
  ip: req.ip,
  device: req.device,
  userAgent: String(req.headers['user-agent'] ?? ''),
  clientKey: clientKey(req),
  language: req.language,
});

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { service, crypto }) => {
  const register = (mode: RegisterMode) => async (req: FastifyRequest<{ Body: { encrypted: string } }>) => {
    const schema = await service.schemaFor(req.merchant.id, mode);
    const payload = parseOrThrow(schema, await crypto.decryptJson(req.body.encrypted));
    return ok(await service.register(contextOf(req), payload, { host: hostnameOf(req.headers.host as string | undefined) }));
  };

  app.post(
    '/wps/member/register',
    {
      config: registerLimit,
      schema: {
        tags,
        summary: 'Register by username (encrypted registration payload of spec 000 §3); signs the member in',
        body: registerEncryptedBodySchema,
        response: { 200: envelope(registerResultSchema.or(affiliateFailureSchema)) },
      },
    },
    register('username'),
  );

  app.post(
    '/wps/member/register/mobile',
    {
      config: registerLimit,
      schema: {
        tags,
        summary: 'Register by mobile number (encrypted); without MOBILENUMPASSREG3 the default password is set and must be changed',
        body: registerEncryptedBodySchema,
        response: { 200: envelope(registerResultSchema.or(affiliateFailureSchema)) },
      },
    },
    register('mobile'),
  );

  app.post(
    '/wps/member/register/autoUsername',
    {
      config: registerLimit,
      schema: {
        tags,
        summary: 'Social auto-register (encrypted auto-register payload) where the merchant allows it',
        body: registerEncryptedBodySchema,
        response: { 200: envelope(registerResultSchema.or(affiliateFailureSchema)) },
      },
    },
    async (req) => {
      const payload = parseOrThrow(autoRegisterSchema, await crypto.decryptJson(req.body.encrypted));
      return ok(await service.autoRegister(contextOf(req), payload, { host: hostnameOf(req.headers.host as string | undefined) }));
    },
  );

  app.get(
    '/wps/member/register/settings',
    {
      schema: {
        tags,
        summary: 'Registration modes, switches, affiliate setting and the agreement clauses in the request language',
        response: { 200: envelope(registerSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(req.merchant.id, req.language)),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Send a registration code by SMS to a number that is not registered yet',
        body: smsRegisterCodeRequestSchema,
        response: { 200: envelope(smsCodeResultSchema) },
      },
    },
    async (req) => {
      const { mobileNo, countryDialingCode, ...slider } = req.body;
      return ok(await service.requestCode(contextOf(req), mobileNo, countryDialingCode, slider));
    },
  );

  // Lookups are cheap to guess at, so they share a per-IP ceiling.
  const lookupLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get(
    '/wps/agent/affiliate',
    {
      config: lookupLimit,
      schema: {
        tags,
        summary: 'Look up an affiliate code',
        querystring: affiliateLookupSchema,
        response: { 200: envelope(affiliateResultSchema.or(affiliateFailureSchema)) },
      },
    },
    async (req) => ok(await service.lookupAffiliate(req.merchant.id, req.query.affiliateCode)),
  );
  app.post(
    '/wps/agent/affiliate',
    {
      config: lookupLimit,
      schema: {
        tags,
        summary: 'Look up an affiliate code',
        body: affiliateLookupSchema,
        response: { 200: envelope(affiliateResultSchema.or(affiliateFailureSchema)) },
      },
    },
    async (req) => ok(await service.lookupAffiliate(req.merchant.id, req.body.affiliateCode)),
  );
};
