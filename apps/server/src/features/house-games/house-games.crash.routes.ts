import { envelope } from '@arcadia/contract';
import {
  crashBetRequestSchema,
  crashBetResponseSchema,
  crashCashoutResponseSchema,
  crashCashoutSchema,
  crashHistorySchema,
  crashStateSchema,
  trialQuerySchema,
} from '@arcadia/contract/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { CrashService } from './house-games.crash.service.js';
import { playerOf, playsTrial } from './house-games.routes.js';

/** The scheduler job that runs every merchant's crash round; one instance leads it (ADR 069). */
export const CRASH_JOB = 'house:crash';
/** How late an auto cash-out, a bust or the next countdown may be. */
export const CRASH_TICK_MS = 100;

const tags = ['house-games'];

/** A bet or cash-out with a trialId plays demo credits (visitors, type 4); without one, real money for real accounts. */
const play = { auth: 'optional' as const, money: { trial: playsTrial } };

export const crashRoutes: FastifyPluginAsyncZod<{ crash: CrashService }> = async (app, { crash }) => {
  app.get(
    '/wps/house/crash/state',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "The merchant's crash round: phase, start time, players (masked), last busts with their hashes (ADR 069)",
        querystring: trialQuerySchema,
        response: { 200: envelope(crashStateSchema) },
      },
    },
    async (req) => {
      // The viewer marks their own bet; a visitor without a trial session only watches.
      const viewer = req.query.trialId || req.auth ? playerOf(req, req.query.trialId) : null;
      return ok(await crash.state(req.merchant.id, viewer));
    },
  );
  app.post(
    '/wps/house/crash/bet',
    {
      config: play,
      schema: {
        tags,
        summary: 'Bets in the crash round during its countdown (one bet per player, optional auto cash-out)',
        body: crashBetRequestSchema,
        response: { 200: envelope(crashBetResponseSchema) },
      },
    },
    async (req) => ok(await crash.bet(req.merchant.id, playerOf(req, req.body.trialId), req.body)),
  );
  app.post(
    '/wps/house/crash/cashout',
    {
      config: play,
      schema: {
        tags,
        summary: "Cashes out the player's crash bet at the multiplier of the server's time (a repeat pays once)",
        body: crashCashoutSchema,
        response: { 200: envelope(crashCashoutResponseSchema) },
      },
    },
    async (req) => ok(await crash.cashout(req.merchant.id, playerOf(req, req.body.trialId), req.body.roundId)),
  );
  app.get(
    '/wps/house/crash/history',
    {
      config: { auth: 'real' },
      schema: { tags, summary: "The player's crash bets with each round's bust and hash", response: { 200: envelope(crashHistorySchema) } },
    },
    async (req) => ok(await crash.history(req.merchant.id, req.auth!.memberId)),
  );
};
