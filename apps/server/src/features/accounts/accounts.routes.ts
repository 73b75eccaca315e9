import { encryptedBodySchema, envelope } from '@arcadia/contract';
import {
  buildChangePasswordSchema,
  iconSchema,
  languageUpdateSchema,
  memberInfoSchema,
  PAYMENT_PASSWORD_ERRORS,
  paymentPasswordStatusSchema,
  setPaymentPasswordSchema,
} from '@arcadia/contract/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { AppError } from '../../platform/http/app-error.js';
import { type AuthContext, authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import type { AccountsService } from './accounts.service.js';

export type AccountsRoutesOptions = {
  service: AccountsService;
  crypto: PayloadCrypto;
  /** Password rule and expiry of the merchant. */
  passwordPolicy(merchantId: number): Promise<{ rule: { min: number; max: number; pattern: string }; expiryDays: number }>;
  /** Whether the merchant uses payment passwords (the accounts feature's payment-password policy). */
  paymentPasswordEnabled(merchantId: number): Promise<boolean>;
  /** Ends the sessions a password change must end (all others, or all for a forced change). */
  afterPasswordChange(merchantId: number, auth: AuthContext): Promise<void>;
};

const tags = ['accounts'];
const CHANGE_PASSWORD_THROTTLE_MS = 3000;

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  const { service } = opts;
  // Spec 000 §5: one password change per 3 s per member, counted after authentication.
  const passwordThrottle = app.createRateLimit({
    max: 1,
    timeWindow: CHANGE_PASSWORD_THROTTLE_MS,
    keyGenerator: (req) => `pw:${req.merchant.id}:${req.auth?.memberId ?? req.ip}`,
  });

  app.get(
    '/wps/member/info',
    { config: { auth: 'member' }, schema: { tags, summary: 'The signed-in member', response: { 200: envelope(memberInfoSchema) } } },
    async (req) => ok(await service.info(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/member/info/icon',
    { config: { auth: 'member' }, schema: { tags, summary: 'Default profile icons', response: { 200: envelope(z.array(iconSchema)) } } },
    async () => ok(service.icons()),
  );

  app.put(
    '/wps/member/language',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's language (not for type 4)",
        body: languageUpdateSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await service.setLanguage(req.merchant.id, authOf(req).memberId, req.body.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      config: { auth: 'password-change' },
      schema: {
        tags,
        summary: 'Change password (encrypted: oldPassword, newPassword, confirmNewPassword); ends other sessions',
        body: encryptedBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const auth = authOf(req);
      if (auth.isAgent === 4) throw new AppError('in_need_true_account', 403);
      const limit = await passwordThrottle(req);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS', 429);
      const policy = await opts.passwordPolicy(req.merchant.id);
      const payload = parseOrThrow(buildChangePasswordSchema(policy.rule), await opts.crypto.decryptJson(req.body.encrypted));
      await service.changePassword(req.merchant.id, auth.memberId, payload, policy.expiryDays);
      await opts.afterPasswordChange(req.merchant.id, auth);
      return ok(null);
    },
  );

  const requirePaymentPassword = async (merchantId: number) => {
    if (!(await opts.paymentPasswordEnabled(merchantId))) throw new AppError(PAYMENT_PASSWORD_ERRORS.off);
  };

  app.get(
    '/wps/member/paymentPassword',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Whether a payment password is set and whether it is locked',
        response: { 200: envelope(paymentPasswordStatusSchema) },
      },
    },
    async (req) => {
      await requirePaymentPassword(req.merchant.id);
      return ok(await service.paymentPasswordStatus(req.merchant.id, authOf(req).memberId));
    },
  );

  app.put(
    '/wps/member/paymentPassword',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Set or change the payment password (encrypted: loginPassword, paymentPassword, confirmPaymentPassword)',
        body: encryptedBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await requirePaymentPassword(req.merchant.id);
      const limit = await passwordThrottle(req);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS', 429);
      const payload = parseOrThrow(setPaymentPasswordSchema, await opts.crypto.decryptJson(req.body.encrypted));
      await service.setPaymentPassword(req.merchant.id, authOf(req).memberId, payload.loginPassword, payload.paymentPassword);
      return ok(null);
    },
  );
};
