import { envelope } from '@arcadia/contract';
import {
  chatConversationSchema,
  chatIdParamsSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatPermissionSchema,
  chatReadInputSchema,
  chatReadResultSchema,
  chatThreadSchema,
  chatUnreadSchema,
  chatUrlQuerySchema,
  chatUrlSchema,
  chatVerifyInputSchema,
  chatVerifyResultSchema,
  sendChatInputSchema,
} from '@arcadia/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { ChatService } from './support.chat.service.js';

const tags = ['support'];
// Signed-in members; type 4 is refused by the service with the real-account message (spec 000 §6).
const member = { auth: 'member' as const };

export type ChatRoutesOptions = { chat: ChatService };

/** The member's side of chat (spec 001 §7): permission, URL, unread count, thread, send, read, images. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat }) => {
  app.get(
    '/wps/support/chat/permission',
    {
      config: member,
      schema: { tags, summary: 'Chat permission (value.hasPermission)', response: { 200: envelope(chatPermissionSchema) } },
    },
    async (req) => ok(await chat.permission(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/support/chat/url',
    {
      config: member,
      schema: {
        tags,
        summary: 'Chat URL (b2c, title, language, headerColor → chatUrl): our chat page or the provider page',
        querystring: chatUrlQuerySchema,
        response: { 200: envelope(chatUrlSchema) },
      },
    },
    async (req) => ok(await chat.chatUrl(req.merchant.id, authOf(req).memberId, req.query)),
  );

  app.post(
    '/wps/support/chat/verify-token',
    {
      config: member,
      schema: {
        tags,
        summary: 'External live-chat verify token: userId and verifyToken → vToken (failure: live_chat_token_failed)',
        body: chatVerifyInputSchema,
        response: { 200: envelope(chatVerifyResultSchema) },
      },
    },
    async (req) => ok(await chat.verifyToken(req.merchant.id, authOf(req).memberId, req.body)),
  );

  app.get(
    '/wps/support/chat/unread',
    { config: member, schema: { tags, summary: 'Chat message unReadCount', response: { 200: envelope(chatUnreadSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await chat.unread(req.merchant.id, authOf(req).memberId));
    },
  );

  app.get(
    '/wps/support/chat/thread',
    {
      config: member,
      schema: {
        tags,
        summary: 'The open (else the latest) conversation with its newest messages',
        response: { 200: envelope(chatThreadSchema) },
      },
    },
    async (req) => ok(await chat.thread(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/support/chat/conversations',
    {
      config: member,
      schema: { tags, summary: "The member's conversations (transcripts)", response: { 200: envelope(z.array(chatConversationSchema)) } },
    },
    async (req) => ok(await chat.conversations(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/support/chat/conversations/:id/messages',
    {
      config: member,
      schema: {
        tags,
        summary: 'A transcript page of one of the member’s own conversations (older with ?before=)',
        params: chatIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelope(chatThreadSchema) },
      },
    },
    async (req) => ok(await chat.transcript(req.merchant.id, authOf(req).memberId, req.params.id, req.query.before)),
  );

  app.post(
    '/wps/support/chat/messages',
    {
      config: member,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Send a message (text and/or a jpg/png image as a data URL)',
        body: sendChatInputSchema,
        response: { 200: envelope(chatMessageSchema) },
      },
    },
    async (req) => ok(await chat.send(req.merchant.id, authOf(req).memberId, req.body)),
  );

  app.post(
    '/wps/support/chat/read',
    {
      config: member,
      schema: {
        tags,
        summary: 'Read receipt: the member has read up to a message',
        body: chatReadInputSchema,
        response: { 200: envelope(chatReadResultSchema) },
      },
    },
    async (req) => ok(await chat.markRead(req.merchant.id, authOf(req).memberId, req.body.conversationId, req.body.upTo)),
  );

  app.get(
    '/wps/support/chat/images/:id',
    {
      config: member,
      schema: { tags, summary: 'The image of a message in one of the member’s conversations', params: chatIdParamsSchema },
    },
    async (req, reply) => {
      const found = await chat.image(req.merchant.id, authOf(req).memberId, req.params.id);
      return reply
        .type(found.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(found.image);
    },
  );
};
