import { envelope } from '@arcadia/contract';
import {
  crashBetRequestSchema,
  crashBetResponseSchema,
  crashCashoutResponseSchema,
  crashCashoutSchema,
  crashHistorySchema,
  crashStateSchema,
} from '@arcadia/contract/house-games';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { CrashService } from './house-games.crash.service.js';

/** The scheduler job that runs every merchant's crash round; one instance leads it (ADR 069). */
export const CRASH_JOB = 'house:crash';
/** How late an auto cash-out, a bust or the next countdown may be. */
export const CRASH_TICK_MS = 100;

const tags = ['house-games'];

/** Crash is real money only (no trial credits yet): the guard keeps these routes for real accounts. */
const memberOf = (req: FastifyRequest) => req.auth!.memberId;

export const crashRoutes: FastifyPluginAsyncZod<{ crash: CrashService }> = async (app, { crash }) => {
  app.get(
    '/wps/house/crash/state',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "The merchant's crash round: phase, start time, players (masked), last busts with their hashes (ADR 069)",
        response: { 200: envelope(crashStateSchema) },
      },
    },
    async (req) => ok(await crash.state(req.merchant.id, req.auth?.memberId ?? null)),
  );
  app.post(
    '/wps/house/crash/bet',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Bets in the crash round during its countdown (one bet per player, optional auto cash-out)',
        body: crashBetRequestSchema,
        response: { 200: envelope(crashBetResponseSchema) },
      },
    },
    async (req) => ok(await crash.bet(req.merchant.id, memberOf(req), req.body)),
  );
  app.post(
    '/wps/house/crash/cashout',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: "Cashes out the player's crash bet at the multiplier of the server's time (a repeat pays once)",
        body: crashCashoutSchema,
        response: { 200: envelope(crashCashoutResponseSchema) },
      },
    },
    async (req) => ok(await crash.cashout(req.merchant.id, memberOf(req), req.body.roundId)),
  );
  app.get(
    '/wps/house/crash/history',
    {
      config: { auth: 'real' },
      schema: { tags, summary: "The player's crash bets with each round's bust and hash", response: { 200: envelope(crashHistorySchema) } },
    },
    async (req) => ok(await crash.history(req.merchant.id, memberOf(req))),
  );
};
