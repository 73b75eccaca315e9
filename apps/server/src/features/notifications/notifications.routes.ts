import { envelope } from '@arcadia/contract';
import {
  notificationsQuerySchema,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  socketAuthSchema,
  socketMessageSchema,
} from '@arcadia/contract/notifications';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Bus } from '../../platform/bus.js';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { scrapeGauge } from '../../platform/http/metrics.js';
import { EVERY_MEMBER, type NotificationsService } from './notifications.service.js';

export type SocketAuth = (merchantCode: string, token: string, ip: string) => Promise<{ merchantId: number; memberId: number } | null>;
export type NotificationsRoutesOptions = { service: NotificationsService; bus: Bus; authenticate: SocketAuth };

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { service, bus, authenticate }) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  // The sockets this instance holds (service.presence); the bus brings events from every instance.
  const { presence } = service;
  if (app.hasDecorator('metrics'))
    scrapeGauge(app.metrics, 'arcadia_sockets_open', 'Signed-in real-time sockets this instance holds', () => [
      { value: presence.total() },
    ]);
  const unsubscribe = bus.subscribe((event) => {
    const text = JSON.stringify({ type: event.type, data: event.data });
    const sockets =
      event.memberId === EVERY_MEMBER ? presence.socketsOfMerchant(event.merchantId) : presence.socketsOf(event.merchantId, event.memberId);
    for (const s of sockets) if (s.readyState === s.OPEN) s.send(text);
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get('/ws', { websocket: true, config: { merchant: false }, schema: { hide: true } }, (socket, req) => {
    let who: { merchantId: number; memberId: number } | null = null;
    const timer = setTimeout(() => socket.close(SOCKET_CLOSE.authTimeout, 'auth timeout'), SOCKET_AUTH_TIMEOUT_MS);
    socket.on('message', async (raw: Buffer) => {
      if (who) return; // after auth the client has nothing to say
      let parsed: ReturnType<typeof socketAuthSchema.safeParse>;
      try {
        parsed = socketAuthSchema.safeParse(JSON.parse(raw.toString()));
      } catch {
        return socket.close(SOCKET_CLOSE.badMessage, 'bad message');
      }
      if (!parsed.success) return socket.close(SOCKET_CLOSE.badMessage, 'bad message');
      const found = await authenticate(parsed.data.merchant, parsed.data.token, req.ip).catch(() => null);
      clearTimeout(timer);
      if (!found) return socket.close(SOCKET_CLOSE.unauthorized, 'unauthorized');
      if (socket.readyState !== socket.OPEN) return; // closed while we checked: nothing to count
      who = found;
      presence.add(who.merchantId, who.memberId, socket);
      socket.send(JSON.stringify({ type: 'ready', data: {} }));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (who) presence.remove(who.merchantId, who.memberId, socket);
    });
  });

  app.get(
    '/wps/notifications',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Stored events after an id, oldest first, 100 at most (after=0: the newest 100, a new client’s baseline)',
        querystring: notificationsQuerySchema,
        response: { 200: envelope(z.array(socketMessageSchema)) },
      },
    },
    async (req) => ok(await service.since(req.merchant.id, authOf(req).memberId, req.query.after)),
  );
};
