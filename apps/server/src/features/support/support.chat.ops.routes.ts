import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  cannedReplyInputSchema,
  cannedReplySchema,
  chatConversationSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatOperatorInputSchema,
  chatOperatorSchema,
  chatPresenceInputSchema,
  chatSettingsInputSchema,
  chatThreadSchema,
  chatTranscriptSchema,
  opsAssignInputSchema,
  opsChatConversationSchema,
  opsConversationParamsSchema,
  opsConversationsQuerySchema,
  opsReadInputSchema,
  opsReadResultSchema,
  opsReplyInputSchema,
  savedResultSchema,
} from '@arcadia/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { ChatService } from './support.chat.service.js';
import type { DeskService } from './support.desk.service.js';

const tags = ['ops'];
const base = '/ops/merchants/:code/chat';
const itemParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

export type ChatOpsRoutesOptions = { desk: DeskService; chat: ChatService; merchantId(code: string): Promise<number> };

/** The support desk for operators (behind the ops token and audit), scoped to the merchant in the path. */
export const chatOpsRoutes: FastifyPluginAsyncZod<ChatOpsRoutesOptions> = async (app, { desk, chat, merchantId }) => {
  const saved = envelope(savedResultSchema);

  app.put(
    `${base}/settings`,
    {
      schema: {
        tags,
        summary: 'Chat settings: built-in desk or external provider, allowed labels, rate limit',
        params: merchantCodeParamsSchema,
        body: chatSettingsInputSchema,
        response: { 200: saved },
      },
    },
    async (req) => {
      await desk.saveSettings(await merchantId(req.params.code), req.body);
      return ok({ saved: true as const });
    },
  );

  app.get(
    `${base}/operators`,
    {
      schema: {
        tags,
        summary: 'Operators with presence and load',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(chatOperatorSchema)) },
      },
    },
    async (req) => ok(await desk.operators(await merchantId(req.params.code))),
  );

  app.post(
    `${base}/operators`,
    {
      schema: {
        tags,
        summary: 'Add an operator',
        params: merchantCodeParamsSchema,
        body: chatOperatorInputSchema,
        response: { 200: envelope(chatOperatorSchema) },
      },
    },
    async (req) => ok(await desk.addOperator(await merchantId(req.params.code), req.body.name, req.body.maxOpen)),
  );

  app.put(
    `${base}/operators/:id/presence`,
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Operator presence and heartbeat',
        params: itemParams,
        body: chatPresenceInputSchema,
        response: { 200: envelope(chatOperatorSchema) },
      },
    },
    async (req) => ok(await desk.presence(await merchantId(req.params.code), req.params.id, req.body.status)),
  );

  app.get(
    `${base}/conversations`,
    {
      schema: {
        tags,
        summary: 'Desk conversations, newest activity first',
        params: merchantCodeParamsSchema,
        querystring: opsConversationsQuerySchema,
        response: { 200: envelope(z.array(opsChatConversationSchema)) },
      },
    },
    async (req) => ok(await desk.conversations(await merchantId(req.params.code), req.query)),
  );

  app.get(
    `${base}/conversations/:id/messages`,
    {
      schema: {
        tags,
        summary: 'A page of a conversation',
        params: opsConversationParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelope(chatThreadSchema) },
      },
    },
    async (req) => ok(await desk.messages(await merchantId(req.params.code), req.params.id, req.query.before)),
  );

  app.get(
    `${base}/conversations/:id/transcript`,
    {
      schema: {
        tags,
        summary: 'Plain-text transcript',
        params: opsConversationParamsSchema,
        response: { 200: envelope(chatTranscriptSchema) },
      },
    },
    async (req) => ok({ transcript: await desk.transcript(await merchantId(req.params.code), req.params.id) }),
  );

  app.post(
    `${base}/conversations/:id/messages`,
    {
      config: { opsPermission: 'support' },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Answer as an operator (text, canned reply, image); the member sees it live',
        params: opsConversationParamsSchema,
        body: opsReplyInputSchema,
        response: { 200: envelope(chatMessageSchema) },
      },
    },
    async (req) => ok(await desk.reply(await merchantId(req.params.code), req.params.id, req.body)),
  );

  app.post(
    `${base}/conversations/:id/assign`,
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Assign to an operator',
        params: opsConversationParamsSchema,
        body: opsAssignInputSchema,
        response: { 200: envelope(chatConversationSchema) },
      },
    },
    async (req) => ok(await desk.assign(await merchantId(req.params.code), req.params.id, req.body.operatorId)),
  );

  app.post(
    `${base}/conversations/:id/read`,
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: "The operators' read receipt",
        params: opsConversationParamsSchema,
        body: opsReadInputSchema,
        response: { 200: envelope(opsReadResultSchema) },
      },
    },
    async (req) => ok(await desk.markRead(await merchantId(req.params.code), req.params.id, req.body.upTo)),
  );

  app.post(
    `${base}/conversations/:id/close`,
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Close (the transcript stays)',
        params: opsConversationParamsSchema,
        response: { 200: envelope(chatConversationSchema) },
      },
    },
    async (req) => ok(await desk.close(await merchantId(req.params.code), req.params.id)),
  );

  app.get(`${base}/images/:id`, { schema: { tags, summary: 'The image of a message', params: itemParams } }, async (req, reply) => {
    const found = await chat.image(await merchantId(req.params.code), null, req.params.id);
    return reply
      .type(found.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.image);
  });

  app.get(
    `${base}/canned-replies`,
    {
      schema: {
        tags,
        summary: 'Canned replies',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(cannedReplySchema)) },
      },
    },
    async (req) => ok(await desk.replies(await merchantId(req.params.code))),
  );

  app.post(
    `${base}/canned-replies`,
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Add a canned reply',
        params: merchantCodeParamsSchema,
        body: cannedReplyInputSchema,
        response: { 200: envelope(cannedReplySchema) },
      },
    },
    async (req) => ok(await desk.addReply(await merchantId(req.params.code), req.body.title, req.body.body)),
  );

  app.delete(
    `${base}/canned-replies/:id`,
    {
      config: { opsPermission: 'support' },
      schema: { tags, summary: 'Delete a canned reply', params: itemParams, response: { 200: saved } },
    },
    async (req) => {
      await desk.deleteReply(await merchantId(req.params.code), req.params.id);
      return ok({ saved: true as const });
    },
  );
};
