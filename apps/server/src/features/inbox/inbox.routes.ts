import { envelope } from '@arcadia/contract';
import { isRestricted } from '@arcadia/contract/accounts';
import {
  changedCountSchema,
  messageIdsSchema,
  messageListQuerySchema,
  messagePageSchema,
  noticeIdParamsSchema,
  noticePageSchema,
  noticeQuerySchema,
  noticeSchema,
  unreadCountSchema,
} from '@arcadia/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { InboxService } from './inbox.service.js';

const tags = ['inbox'];

export type InboxRoutesOptions = { service: InboxService };

// The member centre's messageV2 page shows with MAILCEN, the right bar's notice board with INBOX3
// (ADR 011); each switch refuses its calls too (ADR 036). The spec pairs the two over messages: the
// unread alert (the header's envelope and its count) is the inbox's, so it needs both (ADR 060).
const mailCentre = { auth: 'real' as const, feature: 'MAILCEN' as const };
const unreadAlert = { auth: 'real' as const, feature: ['MAILCEN', 'INBOX3'] as const };
const noticeBoard = { feature: 'INBOX3' as const };

export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/inbox/messages',
    {
      config: mailCentre,
      schema: {
        tags,
        summary: 'The member inbox (messageV2); read=false with startTime/endTime is the inbox check',
        querystring: messageListQuerySchema,
        response: { 200: envelope(messagePageSchema) },
      },
    },
    async (req) => ok(await service.list(req.merchant.id, authOf(req).memberId, req.query)),
  );

  app.get(
    '/wps/inbox/unread',
    {
      config: unreadAlert,
      schema: { tags, summary: 'Unread message count (getUnreadMessageV2)', response: { 200: envelope(unreadCountSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ count: await service.unreadCount(req.merchant.id, authOf(req).memberId) });
    },
  );

  app.post(
    '/wps/inbox/messages/read',
    {
      config: mailCentre,
      schema: { tags, summary: 'Mark messages read', body: messageIdsSchema, response: { 200: envelope(changedCountSchema) } },
    },
    async (req) => ok({ changed: await service.markRead(req.merchant.id, authOf(req).memberId, req.body.ids) }),
  );

  app.post(
    '/wps/inbox/messages/delete',
    {
      config: mailCentre,
      schema: { tags, summary: 'Delete messages from the inbox', body: messageIdsSchema, response: { 200: envelope(changedCountSchema) } },
    },
    async (req) => ok({ changed: await service.remove(req.merchant.id, authOf(req).memberId, req.body.ids) }),
  );

  app.get(
    '/wps/notice',
    {
      config: noticeBoard,
      schema: {
        tags,
        summary: 'Notice list (types PR,B,PL,PU; group w_promotion; 10 per page)',
        querystring: noticeQuerySchema,
        response: { 200: envelope(noticePageSchema) },
      },
    },
    async (req) => ok(await service.notices(req.merchant.id, req.query, req.language)),
  );

  app.get(
    '/wps/notice/announcements',
    {
      config: { ...noticeBoard, auth: 'real' },
      schema: {
        tags,
        summary: 'Announcements for a signed-in member (getAnnouncementLogined)',
        response: { 200: envelope(z.array(noticeSchema)) },
      },
    },
    async (req) => ok(await service.announcements(req.merchant.id, authOf(req).memberId, req.language)),
  );

  app.get(
    '/wps/notice/:id',
    {
      config: { ...noticeBoard, auth: 'optional' },
      schema: {
        tags,
        summary: "One running notice in the request's language (the news detail page); members' notices only when signed in",
        params: noticeIdParamsSchema,
        response: { 200: envelope(noticeSchema) },
      },
    },
    async (req) =>
      ok(
        await service.notice(req.merchant.id, req.params.id, req.language, req.auth?.kind === 'member' && !isRestricted(req.auth.isAgent)),
      ),
  );
};
