import { envelope } from '@arcadia/contract';
import { payoutPendingSchema } from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { missionInputSchema, missionSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { MissionsService } from './reward-centre.missions.service.js';

const missionParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** Operators create and close missions; prizes are money, so both need the finance permission. */
export const missionsOpsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService; merchantId(code: string): Promise<number> }> = async (
  app,
  { missions, merchantId },
) => {
  app.get(
    '/ops/merchants/:code/missions',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Missions, newest first',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(missionSchema)) },
      },
    },
    async (req) => ok(await missions.list(await merchantId(req.params.code))),
  );
  app.post(
    '/ops/merchants/:code/missions',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          "Create a mission: metric, window and the prize of each rank (paid once when it closes); prizes adding up to more than the merchant's approval threshold wait for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: missionInputSchema,
        response: { 200: envelope(z.union([missionSchema, payoutPendingSchema])) },
      },
    },
    async (req) => ok(await missions.create(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
  app.post(
    '/ops/merchants/:code/missions/:id/close',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary: 'End a mission now and pay its prizes (a mission already closed is returned as it is)',
        params: missionParams,
        response: { 200: envelope(missionSchema) },
      },
    },
    async (req) => ok(await missions.closeNow(await merchantId(req.params.code), req.params.id)),
  );
};
