import { envelope } from '@arcadia/contract';
import {
  codeSentSchema,
  enrolEmailCodeSchema,
  enrolEmailSchema,
  enrolPayeeSchema,
  enrolSmsCodeRequestSchema,
  enrolSmsSchema,
  fieldFailureSchema,
  loginCodeRequestSchema,
  recoveryCodesSchema,
  removeMethodSchema,
  securityConfigSchema,
  totpConfirmSchema,
  totpSetupSchema,
  twoFactorMethodParamsSchema,
} from '@arcadia/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { smsGateOf } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import type { TwoFactorService } from './two-factor.service.js';

export type TwoFactorRoutesOptions = { service: TwoFactorService };

const tags = ['two-factor'];
const member = { auth: 'real' as const };
const codeLimit = { ...member, rateLimit: { max: 5, timeWindow: 60_000 } };
const done = { 200: envelope(z.null().or(fieldFailureSchema)) };
const base = '/wps/v2/member/twoFactor';

export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/v2/member/securityConfig',
    {
      config: member,
      schema: { tags, summary: 'Second factors enrolled and required', response: { 200: envelope(securityConfigSchema) } },
    },
    async (req) => ok(await service.securityConfig(req.merchant.id, authOf(req).memberId)),
  );

  app.post(
    '/wps/session/login/verification/code',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Send the two-factor modal's SMS or e-mail code (needs the challenge of login_verify_required)",
        body: loginCodeRequestSchema,
        response: { 200: envelope(codeSentSchema.or(fieldFailureSchema)) },
      },
    },
    async (req) => {
      const b = req.body;
      const typed = (b.method === 'E' ? b.email : b.mobileNum) ?? '';
      const gate = smsGateOf(req, b.slider ?? {});
      return ok(await service.sendLoginCode(req.merchant.id, b.challenge, b.method, typed, req.language, gate));
    },
  );

  app.post(
    `${base}/totp`,
    {
      config: member,
      schema: { tags, summary: 'Start authenticator enrolment: secret and QR code', response: { 200: envelope(totpSetupSchema) } },
    },
    async (req) => ok(await service.totpSetup(req.merchant.id, authOf(req).memberId)),
  );
  app.post(
    `${base}/totp/confirm`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Confirm the authenticator with a code; answers the recovery codes once',
        body: totpConfirmSchema,
        response: { 200: envelope(recoveryCodesSchema.or(fieldFailureSchema)) },
      },
    },
    async (req) => ok(await service.totpConfirm(req.merchant.id, authOf(req).memberId, req.body.authCode)),
  );

  app.post(
    `${base}/email/code`,
    {
      config: codeLimit,
      schema: {
        tags,
        summary: 'Mail a code to the address being enrolled',
        body: enrolEmailCodeSchema,
        response: { 200: envelope(codeSentSchema.or(fieldFailureSchema)) },
      },
    },
    async (req) => ok(await service.emailEnrolCode(req.merchant.id, authOf(req).memberId, req.body.email, req.language)),
  );
  app.post(
    `${base}/email`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Enrol e-mail with the mailed code (also stores it on the account)',
        body: enrolEmailSchema,
        response: done,
      },
    },
    async (req) => {
      await service.enrolEmail(req.merchant.id, authOf(req).memberId, req.body.email, req.body.verificationCode);
      return ok(null);
    },
  );

  app.post(
    `${base}/sms/code`,
    {
      config: codeLimit,
      schema: {
        tags,
        summary: 'Send a code to the number being enrolled',
        body: enrolSmsCodeRequestSchema,
        response: { 200: envelope(codeSentSchema.or(fieldFailureSchema)) },
      },
    },
    async (req) => {
      const { countryDialingCode, mobileNum } = req.body;
      const gate = smsGateOf(req, req.body);
      return ok(await service.smsEnrolCode(req.merchant.id, authOf(req).memberId, countryDialingCode, mobileNum, req.language, gate));
    },
  );
  app.post(
    `${base}/sms`,
    { config: member, schema: { tags, summary: 'Enrol SMS with the code', body: enrolSmsSchema, response: done } },
    async (req) => {
      const b = req.body;
      await service.enrolSms(req.merchant.id, authOf(req).memberId, b.countryDialingCode, b.mobileNum, b.verificationCode);
      return ok(null);
    },
  );

  app.post(
    `${base}/payee`,
    { config: member, schema: { tags, summary: 'Enrol the payee name', body: enrolPayeeSchema, response: done } },
    async (req) => {
      await service.enrolPayee(req.merchant.id, authOf(req).memberId, req.body.payeeName);
      return ok(null);
    },
  );

  app.post(
    `${base}/:method/remove`,
    {
      config: { ...member, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Remove a second factor (needs the login password)',
        params: twoFactorMethodParamsSchema,
        body: removeMethodSchema,
        response: done,
      },
    },
    async (req) => {
      await service.remove(req.merchant.id, authOf(req).memberId, req.params.method, req.body.password);
      return ok(null);
    },
  );
};
