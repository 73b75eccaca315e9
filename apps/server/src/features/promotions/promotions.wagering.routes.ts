import { envelope } from '@arcadia/contract';
import { wageringStatusSchema } from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { PromotionsService } from './promotions.service.js';

/** The member's outstanding wagering (what blocks a withdrawal), registered by promotionsRoutes. */
export const wageringRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (app, { service }) => {
  app.get(
    '/wps/promotions/wagering',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['promotions'],
        summary: 'Wagering requirements of the member’s bonuses: stakes counted so far and what remains before a withdrawal',
        response: { 200: envelope(wageringStatusSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.wagering.status(req.merchant.id, authOf(req).memberId));
    },
  );
};
