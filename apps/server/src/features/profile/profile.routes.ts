import { envelope } from '@arcadia/contract';
import { ACCOUNT_ERRORS, DEFAULT_ICON_COUNT } from '@arcadia/contract/accounts';
import {
  avatarSchema,
  bindEmailSchema,
  bindMobileSchema,
  emailCodeRequestSchema,
  mobileCodeRequestSchema,
  PROFILE_ERRORS,
  rankProgressSchema,
  securityConfigSchema,
  setAvatarSchema,
  setNicknameSchema,
} from '@arcadia/contract/profile';
import { fitsRule as fits, LOGIN_DEFAULTS } from '@arcadia/contract/session';
import { smsCodeResultSchema } from '@arcadia/contract/verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { smsGateOf } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import type { ProfileService } from './profile.service.js';

export type ProfileRoutesOptions = {
  service: ProfileService;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
};

const tags = ['profile'];

/** Spec 000 §5: a type 4 (free play) account cannot act on a profile. */
function realMember(req: FastifyRequest) {
  const auth = authOf(req);
  if (auth.isAgent === 4) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
  return auth.memberId;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, opts) => {
  const { service } = opts;
  // Codes cost money (SMS) and reach third parties: per member and per IP.
  const codeLimit = { max: 5, timeWindow: 60_000 };

  const phoneOf = async (merchantId: number, body: { countryDialingCode?: string; mobileNum: string }) => {
    const number = body.mobileNum.trim();
    const cc = await opts.mobileCountryCode(merchantId, body.countryDialingCode);
    if (!fits(LOGIN_DEFAULTS.mobile, number) || !fits(LOGIN_DEFAULTS.countryDialingCode, cc)) throw new AppError(PROFILE_ERRORS.phone);
    return { countryDialingCode: cc, number };
  };

  app.get(
    '/wps/member/avatar',
    { config: { auth: 'member' }, schema: { tags, summary: "The member's avatar (getAvatar)", response: { 200: envelope(avatarSchema) } } },
    async (req) => ok(await service.avatar(req.merchant.id, authOf(req).memberId)),
  );

  app.put(
    '/wps/member/avatar',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Pick one of the default icons (avatarType STATIC)',
        body: z.unknown(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const memberId = realMember(req);
      const body = setAvatarSchema.safeParse(req.body);
      if (!body.success) throw new AppError(PROFILE_ERRORS.avatar);
      await service.setAvatar(req.merchant.id, memberId, body.data, DEFAULT_ICON_COUNT);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/nickname',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'Change the nickname', body: z.unknown(), response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const memberId = realMember(req);
      const { nickname } = parseOrThrow(setNicknameSchema, req.body);
      await service.setNickname(req.merchant.id, memberId, nickname);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/rankProgress',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'VIP rank progress (getPlayerRankProgress)', response: { 200: envelope(rankProgressSchema) } },
    },
    async (req) => ok(await service.rankProgress(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/v2/member/securityOverview',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Security centre overview: bound mobile and e-mail (masked), payment password (second factors: securityConfig)',
        response: { 200: envelope(securityConfigSchema) },
      },
    },
    async (req) => ok(await service.securityConfig(req.merchant.id, authOf(req).memberId)),
  );

  app.post(
    '/wps/member/mobile/code',
    {
      config: { auth: 'member', rateLimit: codeLimit },
      schema: {
        tags,
        summary: 'Send a code to the mobile number to bind',
        body: mobileCodeRequestSchema,
        response: { 200: envelope(smsCodeResultSchema) },
      },
    },
    async (req) => {
      const memberId = realMember(req);
      const phone = await phoneOf(req.merchant.id, req.body);
      return ok(await service.requestMobileCode(req.merchant.id, memberId, phone, req.language, smsGateOf(req, req.body)));
    },
  );

  app.put(
    '/wps/member/mobile',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Bind (or change) the mobile number with its SMS code',
        body: z.unknown(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const memberId = realMember(req);
      const body = parseOrThrow(bindMobileSchema, req.body);
      const phone = await phoneOf(req.merchant.id, body);
      await service.bindMobile(req.merchant.id, memberId, phone, body.verificationCode);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/email/code',
    {
      config: { auth: 'member', rateLimit: codeLimit },
      schema: {
        tags,
        summary: 'Send a code to the e-mail address to bind',
        body: z.unknown(),
        response: { 200: envelope(smsCodeResultSchema) },
      },
    },
    async (req) => {
      const memberId = realMember(req);
      const { email } = parseOrThrow(emailCodeRequestSchema, req.body);
      return ok(await service.requestEmailCode(req.merchant.id, memberId, email, req.language));
    },
  );

  app.put(
    '/wps/member/email',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Bind (or change) the e-mail address with its code',
        body: z.unknown(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const memberId = realMember(req);
      const { email, verificationCode } = parseOrThrow(bindEmailSchema, req.body);
      await service.bindEmail(req.merchant.id, memberId, email, verificationCode);
      return ok(null);
    },
  );
};
