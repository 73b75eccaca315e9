import { envelope } from '@arcadia/contract';
import {
  drawQuerySchema,
  drawSchema,
  gamesQuerySchema,
  historyQuerySchema,
  historySchema,
  longDragonQuerySchema,
  longDragonSchema,
  lotteryGameSchema,
  lotteryGroupSchema,
  nearQuerySchema,
  nearSchema,
  openedQuerySchema,
  openedSchema,
  placeBetsResultSchema,
  placeBetsSchema,
  popularQuerySchema,
  verifyQuerySchema,
  verifySchema,
} from '@arcadia/contract/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { LotteryService } from './lottery.service.js';

const tags = ['lottery'];
const noStore = { 'cache-control': 'no-store' };

/** The lottery gateway (spec 001 §7 `/lgw/...`); reads are public, tickets need a real account. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ service: LotteryService }> = async (app, { service }) => {
  app.get(
    '/lgw/games',
    {
      schema: {
        tags,
        summary: 'Lottery games with the numero open now',
        querystring: gamesQuerySchema,
        response: { 200: envelope(z.array(lotteryGameSchema)) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.games(req.merchant.id, req.query.lottoGameGroup))),
  );
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Lottery menu: games by group',
        querystring: gamesQuerySchema,
        response: { 200: envelope(z.array(lotteryGroupSchema)) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.menus(req.merchant.id, req.query.lottoGameGroup))),
  );
  app.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'Popular lotteries (count, prizeMode, playType)',
        querystring: popularQuerySchema,
        response: { 200: envelope(z.array(lotteryGameSchema)) },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(ok(await service.popular(req.merchant.id, req.query.count, req.query.prizeMode, req.query.playType))),
  );
  app.get(
    '/lgw/games/long_dragon',
    {
      schema: {
        tags,
        summary: 'Long dragon: runs of the same BIG/SMALL or ODD/EVEN sum across SSC games, longest first',
        querystring: longDragonQuerySchema,
        response: { 200: envelope(longDragonSchema) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.longDragon(req.merchant.id, req.query.min))),
  );
  app.get(
    '/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'The numero open for bets of every game',
        querystring: openedQuerySchema,
        response: { 200: envelope(openedSchema) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.opened(req.merchant.id, req.query.prizeMode))),
  );
  app.get(
    '/lgw/draw',
    {
      schema: {
        tags,
        summary: 'Draw results: one numero or the latest count',
        querystring: drawQuerySchema,
        response: { 200: envelope(z.array(drawSchema)) },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(ok(await service.results(req.merchant.id, req.query.gameCode, req.query.numero, req.query.count))),
  );
  app.get(
    '/lgw/draw/verify',
    {
      schema: {
        tags,
        summary: 'Recomputes a drawn winNo from its revealed seed',
        querystring: verifyQuerySchema,
        response: { 200: envelope(verifySchema) },
      },
    },
    async (req) => ok(await service.verify(req.merchant.id, req.query.gameCode, req.query.numero)),
  );
  app.get(
    '/lgw/numeros/near',
    {
      schema: {
        tags,
        summary: 'Previous, current and next numero of a game',
        querystring: nearQuerySchema,
        response: { 200: envelope(nearSchema) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.near(req.merchant.id, req.query.gameCode))),
  );
  app.get(
    '/lgw/vn/games',
    {
      schema: {
        tags,
        summary: 'Vietnam lottery list',
        querystring: gamesQuerySchema,
        response: { 200: envelope(z.array(lotteryGameSchema)) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.games(req.merchant.id, req.query.lottoGameGroup, 'VN'))),
  );
  app.get(
    '/lgw/vn/game_menus',
    {
      schema: {
        tags,
        summary: 'Vietnam lottery menus by group',
        querystring: gamesQuerySchema,
        response: { 200: envelope(z.array(lotteryGroupSchema)) },
      },
    },
    async (req, reply) => reply.headers(noStore).send(ok(await service.menus(req.merchant.id, req.query.lottoGameGroup, 'VN'))),
  );
  app.post(
    '/lgw/bets',
    {
      config: { auth: 'real', money: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Places a bet slip (each line idempotent by its key)',
        body: placeBetsSchema,
        response: { 200: envelope(placeBetsResultSchema) },
      },
    },
    async (req) => ok(await service.placeMany(req.merchant.id, authOf(req).memberId, req.body.bets)),
  );
  app.get(
    '/lgw/bets',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's lottery tickets, newest first",
        querystring: historyQuerySchema,
        response: { 200: envelope(historySchema) },
      },
    },
    async (req) => ok(await service.history(req.merchant.id, authOf(req).memberId, req.query.gameCode, req.query.page)),
  );
};
