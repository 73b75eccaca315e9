import { ERROR_CODES, envelope } from '@arcadia/contract';
import { ACCOUNT_ERRORS, isRestricted } from '@arcadia/contract/accounts';
import {
  blackjackActSchema,
  clientSeedRequestSchema,
  type HouseGameId,
  historyQuerySchema,
  historySchema,
  minesCashoutSchema,
  minesRevealSchema,
  openRoundSchema,
  playRequestSchema,
  playResponseSchema,
  rotateResponseSchema,
  seedCommitSchema,
  sessionInfoSchema,
  sessionQuerySchema,
  trialQuerySchema,
  trialStartSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@arcadia/contract/house-games';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { HouseGamesService, Player } from './house-games.service.js';

const tags = ['house-games'];

/**
 * A trialId plays demo credits, signed in or not. Without one the round is real: it needs a
 * session of a real account (guests, type 4, are refused like everywhere money moves).
 */
export function playerOf(req: FastifyRequest, trialId: string | undefined): Player {
  if (trialId) return { kind: 'trial', trialId };
  if (!req.auth) throw new AppError(ERROR_CODES.notLoggedIn, 401);
  if (isRestricted(req.auth.isAgent)) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
  return { kind: 'member', memberId: req.auth.memberId };
}

/** A round with a trialId plays demo credits; any other round is real money, which the guard keeps for real accounts. */
export const playsTrial = (req: FastifyRequest) => Boolean((req.body as { trialId?: string } | undefined)?.trialId);

export const houseGamesRoutes: FastifyPluginAsyncZod<{ service: HouseGamesService }> = async (app, { service }) => {
  const auth = { auth: 'optional' as const };

  app.post(
    '/wps/house/trial',
    {
      // each trial is a row: a visitor may open a few, a script may not fill the table
      config: { ...auth, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, summary: 'Starts a trial session with demo credits (no wallet)', response: { 200: envelope(trialStartSchema) } },
    },
    async (req) => ok(await service.startTrial(req.merchant.id)),
  );

  app.get(
    '/wps/house/session',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Game session: balance, bet limits, RTP and the committed seed',
        querystring: sessionQuerySchema,
        response: { 200: envelope(sessionInfoSchema) },
      },
    },
    async (req) => ok(await service.session(req.merchant.id, playerOf(req, req.query.trialId), req.query.game)),
  );

  const play = (path: string, game: HouseGameId, summary: string) =>
    app.post(
      path,
      {
        config: { ...auth, money: { trial: playsTrial } },
        schema: { tags, summary, body: playRequestSchema, response: { 200: envelope(playResponseSchema) } },
      },
      async (req) => ok(await service.play(req.merchant.id, playerOf(req, req.body.trialId), game, req.body)),
    );
  play('/wps/house/slot/spin', 'arcadia-slot', 'One arcadia-slot spin (idempotent by key)');
  play('/wps/house/fish/shoot', 'arcadia-fish', 'One arcadia-fish shot (idempotent by key)');
  play('/wps/house/dice/roll', 'arcadia-dice', 'One arcadia-dice roll over or under a target (idempotent by key; ADR 061)');
  play('/wps/house/plinko/drop', 'arcadia-plinko', 'One arcadia-plinko ball over 8, 12 or 16 rows (idempotent by key; ADR 062)');
  play(
    '/wps/house/baccarat/deal',
    'arcadia-baccarat',
    'One arcadia-baccarat coup of player, banker and tie bets (idempotent by key; ADR 062)',
  );
  play('/wps/house/roulette/spin', 'arcadia-roulette', 'One arcadia-roulette spin of a bet list (idempotent by key; ADR 062)');
  play(
    '/wps/house/mines/start',
    'arcadia-mines',
    'Starts an arcadia-mines round: the bet is taken, the layout fixed (idempotent by key; ADR 067)',
  );

  const step = { ...auth, money: { trial: playsTrial } };
  app.post(
    '/wps/house/mines/reveal',
    {
      config: step,
      schema: {
        tags,
        summary: 'Reveals one tile of an open arcadia-mines round (the same tile again answers the same)',
        body: minesRevealSchema,
        response: { 200: envelope(playResponseSchema) },
      },
    },
    async (req) => ok(await service.minesStep(req.merchant.id, playerOf(req, req.body.trialId), req.body.roundId, req.body.tile)),
  );
  app.post(
    '/wps/house/mines/cashout',
    {
      config: step,
      schema: {
        tags,
        summary: 'Cashes out an open arcadia-mines round (a repeated cash-out pays once)',
        body: minesCashoutSchema,
        response: { 200: envelope(playResponseSchema) },
      },
    },
    async (req) => ok(await service.minesStep(req.merchant.id, playerOf(req, req.body.trialId), req.body.roundId, undefined)),
  );

  play(
    '/wps/house/blackjack/deal',
    'arcadia-blackjack',
    'Deals an arcadia-blackjack round: the bet is taken, two cards each (idempotent by key; ADR 068)',
  );
  app.post(
    '/wps/house/blackjack/act',
    {
      config: step,
      schema: {
        tags,
        summary:
          'Hit, stand, double, split, insure or decline in an open arcadia-blackjack round (step = its index; a retry answers the same)',
        body: blackjackActSchema,
        response: { 200: envelope(playResponseSchema) },
      },
    },
    async (req) =>
      ok(await service.blackjackStep(req.merchant.id, playerOf(req, req.body.trialId), req.body.roundId, req.body.action, req.body.step)),
  );
  app.get(
    '/wps/house/blackjack/open',
    {
      config: auth,
      schema: {
        tags,
        summary: "The player's unfinished arcadia-blackjack round, if any",
        querystring: trialQuerySchema,
        response: { 200: envelope(openRoundSchema) },
      },
    },
    async (req) => ok(await service.openRound(req.merchant.id, playerOf(req, req.query.trialId), 'arcadia-blackjack')),
  );

  app.get(
    '/wps/house/mines/open',
    {
      config: auth,
      schema: {
        tags,
        summary: "The player's unfinished arcadia-mines round, if any",
        querystring: trialQuerySchema,
        response: { 200: envelope(openRoundSchema) },
      },
    },
    async (req) => ok(await service.openRound(req.merchant.id, playerOf(req, req.query.trialId), 'arcadia-mines')),
  );

  app.get(
    '/wps/house/seed',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The committed server seed hash, client seed and next nonce',
        querystring: trialQuerySchema,
        response: { 200: envelope(seedCommitSchema) },
      },
    },
    async (req) => ok(await service.seed(req.merchant.id, playerOf(req, req.query.trialId))),
  );

  app.post(
    '/wps/house/seed/rotate',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Reveals the server seed and commits a new one',
        body: trialQuerySchema,
        response: { 200: envelope(rotateResponseSchema) },
      },
    },
    async (req) => ok(await service.rotate(req.merchant.id, playerOf(req, req.body.trialId))),
  );

  app.post(
    '/wps/house/seed/client',
    {
      config: auth,
      schema: {
        tags,
        summary: "Sets the member's client seed for the next rounds",
        body: clientSeedRequestSchema,
        response: { 200: envelope(seedCommitSchema) },
      },
    },
    async (req) => ok(await service.setClientSeed(req.merchant.id, playerOf(req, req.body.trialId), req.body.clientSeed)),
  );

  app.get(
    '/wps/house/rounds',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Round history with verification data (server seed once revealed)',
        querystring: historyQuerySchema,
        response: { 200: envelope(historySchema) },
      },
    },
    async (req) => ok(await service.history(req.merchant.id, playerOf(req, req.query.trialId), req.query.game, req.query.page)),
  );

  app.post(
    '/wps/house/verify',
    {
      schema: {
        tags,
        summary: 'Recomputes a round from a revealed server seed',
        body: verifyRequestSchema,
        response: { 200: envelope(verifyResponseSchema) },
      },
    },
    async (req) => {
      const { game, serverSeed, clientSeed, nonce, dice, plinko, roulette, baccarat, mines, blackjack } = req.body;
      return ok(service.verify(game, serverSeed, clientSeed, nonce, { dice, plinko, roulette, baccarat, mines, blackjack }));
    },
  );
};
