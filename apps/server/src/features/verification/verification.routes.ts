import { envelope } from '@arcadia/contract';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { fitsRule as fits, LOGIN_DEFAULTS } from '@arcadia/contract/session';
import { smsCodeResultSchema, smsLoginCodeRequestSchema, VERIFICATION_ERRORS } from '@arcadia/contract/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { smsGateOf } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import type { SmsSettings, VerificationService } from './verification.service.js';

export type VerificationRoutesOptions = {
  service: VerificationService;
  smsSettings(merchantId: number): Promise<SmsSettings>;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
  /** Whether a member holds this number; codes are only delivered to members' numbers. */
  hasMemberWithPhone(merchantId: number, countryCode: string, number: string): Promise<boolean>;
  /** Refuses (verify_first) when the merchant asks a slider before SMS codes and this one was not passed (captcha feature). */
  beforeSend(merchantId: number, clientKey: string, slider: SliderFields): Promise<void>;
};

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, opts) => {
  app.post(
    '/wps/verification/sms/noLogin',
    {
      // Per IP; each number is also limited to one code a minute by the service.
      // Only the SMS-code login uses this code, so its switch closes the call (ADR 036).
      config: { rateLimit: { max: 10, timeWindow: 60_000 }, feature: 'MOBILEVERCODELOGIN3' },
      schema: {
        tags: ['verification'],
        summary: 'Send a login code by SMS; the same answer whether or not the number has an account',
        body: smsLoginCodeRequestSchema,
        response: { 200: envelope(smsCodeResultSchema) },
      },
    },
    async (req) => {
      const settings = await opts.smsSettings(req.merchant.id);
      const number = req.body.mobileNum.trim();
      const cc = await opts.mobileCountryCode(req.merchant.id, req.body.countryDialingCode);
      // Spec 000 §5: digits only and matching the mobile rule, else br_enright_cphone.
      if (!fits(LOGIN_DEFAULTS.mobile, number) || !fits(LOGIN_DEFAULTS.countryDialingCode, cc))
        throw new AppError(VERIFICATION_ERRORS.phone);
      const gate = smsGateOf(req, req.body);
      await opts.beforeSend(req.merchant.id, gate.clientKey, gate.slider);
      const deliver = await opts.hasMemberWithPhone(req.merchant.id, cc, number);
      return ok(
        await opts.service.requestCode(req.merchant.id, 'login', { countryDialingCode: cc, number }, settings, req.language, deliver),
      );
    },
  );
};
