import { envelope } from '@arcadia/contract';
import {
  favouriteBodySchema,
  favouriteResultSchema,
  gameLogoutResultSchema,
  gamePageSchema,
  jackpotBodySchema,
  jackpotSchema,
  launchAnswerSchema,
  launchGameBodySchema,
  launchV2QuerySchema,
  matchListSchema,
  matchQuerySchema,
  pageQuerySchema,
  userGameListQuerySchema,
  vendorCardSchema,
  vendorsQuerySchema,
  winnerBoardQuerySchema,
  winnerSchema,
} from '@arcadia/contract/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { GamesService } from './games.service.js';

const tags = ['games'];
const LAUNCH_LIMIT = { max: 60, timeWindow: 60_000 };
const favouriteResult = envelope(favouriteResultSchema);

export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  const memberOf = (req: { auth: { memberId: number } | null }) => req.auth?.memberId ?? null;

  app.get(
    '/wps/game/vendors',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Vendor cards of the merchant (account types), by lane; maintenance windows included',
        querystring: vendorsQuerySchema,
        response: { 200: envelope(z.array(vendorCardSchema)) },
      },
    },
    async (req) => ok(await service.vendors(req.merchant.id, req.query.gameType)),
  );

  app.get(
    '/wps/game/list',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'User game list (spec 001 §7): page size 40, popup 10',
        querystring: userGameListQuerySchema,
        response: { 200: envelope(gamePageSchema) },
      },
    },
    async (req) => ok(await service.userGames(req.merchant.id, memberOf(req), req.query)),
  );

  for (const [path, list] of [
    ['/wps/game/hot', 'hot'],
    ['/wps/game/recommended', 'recommended'],
  ] as const)
    app.get(
      path,
      {
        config: { auth: 'optional' },
        schema: { tags, summary: `${list} games`, querystring: pageQuerySchema, response: { 200: envelope(gamePageSchema) } },
      },
      async (req) => ok(await service[list](req.merchant.id, memberOf(req), req.query.pageNo, req.query.pageSize)),
    );

  app.get(
    '/wps/game/match/v2',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Sports matches (spec 001 "match v2"): empty with provider null until a sports vendor feed exists (ADR 053)',
        querystring: matchQuerySchema,
        response: { 200: envelope(matchListSchema) },
      },
    },
    async (req) => ok(await service.matches(req.merchant.id, req.query)),
  );

  for (const [path, list] of [
    ['/wps/game/recent', 'recent'],
    ['/wps/game/favourites', 'favourites'],
  ] as const)
    app.get(
      path,
      {
        config: { auth: 'member' },
        schema: { tags, summary: `The member's ${list} games`, querystring: pageQuerySchema, response: { 200: envelope(gamePageSchema) } },
      },
      async (req) => ok(await service[list](req.merchant.id, authOf(req).memberId, req.query.pageNo, req.query.pageSize)),
    );

  app.post(
    '/wps/game/favourite',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'Add a favourite game', body: favouriteBodySchema, response: { 200: favouriteResult } },
    },
    async (req) => ok(await service.addFavourite(req.merchant.id, authOf(req).memberId, req.body.nodeId)),
  );

  app.delete(
    '/wps/game/favourite',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'Remove a favourite game', querystring: favouriteBodySchema, response: { 200: favouriteResult } },
    },
    async (req) => ok(await service.removeFavourite(req.merchant.id, authOf(req).memberId, req.query.nodeId)),
  );

  app.get(
    '/wps/game/launch/v2',
    {
      // Every launch creates a vendor session: a ceiling per IP well above a person's clicking.
      // accountType 0 opens the vendor's free play; any other launch lets the vendor debit the wallet.
      config: {
        auth: 'member',
        rateLimit: LAUNCH_LIMIT,
        money: { trial: (req) => (req.query as { accountType?: number }).accountType === 0 },
      },
      schema: {
        tags,
        summary: 'Launch address v2: real (accountType 1) or trial (0)',
        querystring: launchV2QuerySchema,
        response: { 200: envelope(launchAnswerSchema) },
      },
    },
    async (req) => {
      const auth = authOf(req);
      return ok(await service.launchV2(req.merchant.id, auth, req.query, req.query.language ?? req.language));
    },
  );

  app.post(
    '/wps/game/launchGame',
    {
      config: { auth: 'member', rateLimit: LAUNCH_LIMIT, money: true },
      schema: {
        tags,
        summary: 'Launch game (wps): launchMode is the vendor code',
        body: launchGameBodySchema,
        response: { 200: envelope(launchAnswerSchema) },
      },
    },
    async (req) => ok(await service.launchGame(req.merchant.id, authOf(req), req.body, req.language)),
  );

  app.post(
    '/wps/game/logout',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "Ends the member's vendor sessions (leaving /seamless)",
        response: { 200: envelope(gameLogoutResultSchema) },
      },
    },
    async (req) => ok(await service.logout(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/game/winners',
    {
      schema: {
        tags,
        summary: 'Winner board (limit 100)',
        querystring: winnerBoardQuerySchema,
        response: { 200: envelope(z.array(winnerSchema)) },
      },
    },
    async (req) => ok(await service.winners(req.merchant.id, req.query.gameCategory, req.query.limitNum)),
  );

  app.post(
    '/wps/game/jackpot',
    { schema: { tags, summary: 'Jackpot pools of the merchant', body: jackpotBodySchema, response: { 200: envelope(jackpotSchema) } } },
    async (req) => ok(await service.jackpot(req.merchant.id)),
  );
};
