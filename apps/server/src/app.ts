import { ERROR_CODES, REQUEST_TIMEOUT_MS } from '@arcadia/contract';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createFeatures, type FeatureOptions, type Features } from './features/index.js';
import { registerFeatureRoutes } from './features/routes.js';
import { type Bus, LocalBus, RedisBus } from './platform/bus.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Database } from './platform/db/client.js';
import { authGuard } from './platform/http/auth.js';
import { fail, ok } from './platform/http/envelope.js';
import { installErrorHandler } from './platform/http/error-handler.js';
import { hostnameOf, requestContext } from './platform/http/request-context.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { isApiPath, registerSpa } from './platform/http/spa.js';
import { registerMessages, translate } from './platform/i18n/messages.js';
import { platformMessages } from './platform/i18n/platform-messages.js';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  bus?: Bus;
  features?: Omit<FeatureOptions, 'jwePrivateKeyPem' | 'bus' | 'listen'>;
};
export type App = { app: FastifyInstance; features: Features };

registerMessages(platformMessages);

/** Builds the HTTP application: platform plugins first, then every feature. Does not listen. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  bus: givenBus,
  features: featureOptions = {},
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Trust exactly as many X-Forwarded-For hops as there are proxies in front of us.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 8 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // A handler that has not answered in 20 s gets the timeout envelope (spec 000 §9 timeout).
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/ws') return;
    const timer = setTimeout(() => {
      if (!reply.sent)
        reply.code(503).send(fail(ERROR_CODES.timeoutRetryPlease, translate(ERROR_CODES.unknownError, req.language ?? 'CN')));
    }, REQUEST_TIMEOUT_MS);
    reply.raw.once('close', () => clearTimeout(timer));
  });

  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes CSS variables into <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // Mirror-domain pings and game/chat vendors live on other origins.
          connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
          frameSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Arcadia API', version: '0.1.0', description: 'Envelope: { success, value, message, errorCode }' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  // Redis carries events between instances when configured; one instance needs nothing more.
  const bus = givenBus ?? (config.redisUrl ? new RedisBus(config.redisUrl) : new LocalBus());
  if (!givenBus) app.addHook('onClose', () => bus.close());
  const features = await createFeatures(database.db, clock, {
    ...featureOptions,
    bus,
    listen: database.listen,
    databaseKind: database.kind,
    jwePrivateKeyPem: config.jwePrivateKeyPem,
    paymentProviderSecret: config.paymentProviderSecret,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  app.addHook('onClose', () => features.stop());
  await app.register(requestContext, { resolveMerchant: (by) => features.system.service.resolveMerchant(by) });
  await app.register(authGuard, { verify: (req, token) => features.session.service.verify(req.merchant.id, token, req.ip) });

  app.get('/healthz', { config: { merchant: false }, schema: { hide: true } }, async () => ok({ status: 'ok' }));
  app.get('/readyz', { config: { merchant: false }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      return ok({ status: 'ready', database: database.kind });
    } catch {
      return reply.code(503).send(fail(ERROR_CODES.unknownError, 'database unavailable'));
    }
  });

  await registerFeatureRoutes(app, features, config);

  const spa = await registerSpa(app, config.webDist, async (host) => {
    const ref = await features.system.service.resolveMerchant({ code: null, host });
    if (!ref) return null;
    const m = await features.system.service.merchant(ref.id);
    return { name: m.name, seo: m.seo };
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (spa && req.method === 'GET' && !isApiPath(path) && app.renderSpa) {
      const host = req.headers.host ?? '';
      const html = await app.renderSpa(path, hostnameOf(host), `${req.protocol}://${host}`);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.code(404).send(fail(ERROR_CODES.notFound, translate(ERROR_CODES.notFound, req.language ?? 'CN')));
  });

  return { app, features };
}
