import { envelope } from '@arcadia/contract';
import {
  type PromoCodeCheck,
  promoCodeCheckQuerySchema,
  promoCodeCheckSchema,
  promoCodeEnabledSchema,
  promoCodeRedeemSchema,
  promoCodeRedemptionSchema,
} from '@arcadia/contract/promotions/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { translate } from '../../platform/i18n/messages.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['promotions'];
/**
 * Codes are short and typed by hand, so they can be guessed: the check and the redemption are
 * rate limited per client, enough for a person correcting a typo, far too few to try a list.
 */
const GUESS_LIMIT = { max: 20, timeWindow: 60_000 };

/** Promo codes (docs/adr/058), registered by promotionsRoutes. */
export const promoCodesRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (app, { service }) => {
  app.get(
    '/wps/promotions/promo-codes/enabled',
    {
      schema: {
        tags,
        summary: 'promo-code enabled (spec 001): whether any code can be redeemed now, so the forms show the field',
        response: { 200: envelope(promoCodeEnabledSchema) },
      },
    },
    async (req) => ok({ enabled: await service.promoCodes.enabled(req.merchant.id) }),
  );

  app.get(
    '/wps/promotions/promo-codes/check',
    {
      config: {
        auth: 'optional',
        rateLimit: { ...GUESS_LIMIT, keyGenerator: (req) => `promo-check:${clientKey(req)}` },
      },
      schema: {
        tags,
        summary: 'Promo code check (register form, reward centre): valid now, and what it grants; a member also learns they used it',
        querystring: promoCodeCheckQuerySchema,
        response: { 200: envelope(promoCodeCheckSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const m = req.merchant.id;
      const a =
        req.auth?.kind === 'member'
          ? await service.promoCodes.availabilityFor(m, req.auth.memberId, req.query.code)
          : await service.promoCodes.availability(m, req.query.code);
      const answer: PromoCodeCheck = a.error
        ? { valid: false, errorCode: a.error, message: translate(a.error, req.language), bonus: null, turnoverMultiplier: null }
        : { valid: true, errorCode: null, message: null, bonus: a.row.bonus, turnoverMultiplier: a.row.turnoverMultiplier };
      if (answer.bonus) answer.bonus = Number(answer.bonus).toFixed(4);
      return ok(answer);
    },
  );

  app.post(
    '/wps/promotions/promo-codes/redeem',
    {
      config: { auth: 'real', money: true, rateLimit: { ...GUESS_LIMIT, keyGenerator: (req) => `promo-redeem:${clientKey(req)}` } },
      schema: {
        tags,
        summary: 'Redeem a promo code: credits its bonus once (with its wagering requirement)',
        body: promoCodeRedeemSchema,
        response: { 200: envelope(promoCodeRedemptionSchema) },
      },
    },
    async (req) => ok(await service.promoCodes.redeem(req.merchant.id, authOf(req).memberId, req.body.code)),
  );

  app.get(
    '/wps/promotions/promo-codes/redemptions',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The member’s promo code redemptions, newest first',
        response: { 200: envelope(z.array(promoCodeRedemptionSchema)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.promoCodes.redemptions(req.merchant.id, authOf(req).memberId));
    },
  );
};
