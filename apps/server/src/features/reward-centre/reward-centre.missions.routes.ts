import { envelope } from '@arcadia/contract';
import { missionBoardsSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { MissionsService } from './reward-centre.missions.service.js';

/** missionLeaderboard: registered by rewardCentreRoutes. */
export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (app, { missions }) => {
  app.get(
    '/wps/reward-centre/missions',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['reward-centre'],
        summary: 'missionLeaderboard: running missions and those closed in the last 7 days, each with its top places and the member’s own',
        response: { 200: envelope(missionBoardsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await missions.boards(req.merchant.id, authOf(req).memberId));
    },
  );
};
