import { randomUUID } from 'node:crypto';
import { ERROR_CODES, REQUEST_TIMEOUT_MS } from '@arcadia/contract';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { createFeatures, type FeatureOptions, type Features } from './features/index.js';
import { registerFeatureRoutes } from './features/routes.js';
import { type Bus, LocalBus, RedisBus } from './platform/bus.js';
import { type Clock, type OffsetClock, systemClock } from './platform/clock.js';
import { createSecretBox } from './platform/crypto/secret-box.js';
import type { Database } from './platform/db/client.js';
import { authGuard } from './platform/http/auth.js';
import { fail, ok } from './platform/http/envelope.js';
import { installErrorHandler } from './platform/http/error-handler.js';
import { featureSwitch } from './platform/http/feature-switch.js';
import { installInputGuard } from './platform/http/input-guard.js';
import { jobRunMetrics, metricsPlugin, scrapeGauge } from './platform/http/metrics.js';
import { clockRateLimitStore } from './platform/http/rate-limit-store.js';
import { hostnameOf, requestContext } from './platform/http/request-context.js';
import { routeTable } from './platform/http/route-table.js';
import { computeSecurityHeaders, pagePolicy, securityHeaders } from './platform/http/security-headers.js';
import { isApiPath, registerSpa } from './platform/http/spa.js';
import { testClockRoutes } from './platform/http/test-clock.js';
import { registerMessages, translate } from './platform/i18n/messages.js';
import { platformMessages } from './platform/i18n/platform-messages.js';
import { loggerSettings, logRequestsAtDebug } from './platform/logging.js';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** E2E_CLOCK (ADR 046): the app runs on this clock, and POST /__test/clock moves it. */
  testClock?: OffsetClock;
  bus?: Bus;
  features?: Omit<FeatureOptions, 'jwePrivateKeyPem' | 'bus' | 'listen' | 'totpSecrets'>;
};
export type App = {
  app: FastifyInstance;
  features: Features;
  /** Marks the instance as leaving: /readyz answers 503 so the proxy sends new requests elsewhere. */
  drain(): void;
};

/** A request id from a trusted edge is kept (so one id follows a request across hops), else a new one. */
const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

registerMessages(platformMessages);

/** Builds the HTTP application: platform plugins first, then every feature. Does not listen. */
export async function buildApp({
  config,
  database,
  testClock,
  clock: givenClock = systemClock,
  bus: givenBus,
  features: featureOptions = {},
}: AppDeps): Promise<App> {
  const clock = testClock ?? givenClock;
  const { quietRequests, ...logging } = loggerSettings(config);
  const app = Fastify({
    ...logging,
    // Trust exactly as many X-Forwarded-For hops as there are proxies in front of us.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 8 * 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  await app.register(routeTable);
  if (quietRequests) logRequestsAtDebug(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);

  // A handler that has not answered in 20 s gets the timeout envelope (spec 000 §9 timeout).
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/ws') return;
    const timer = setTimeout(() => {
      if (!reply.sent)
        reply.code(503).send(fail(ERROR_CODES.timeoutRetryPlease, translate(ERROR_CODES.unknownError, req.language ?? 'CN')));
    }, REQUEST_TIMEOUT_MS);
    reply.raw.once('close', () => clearTimeout(timer));
  });

  const helmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures and calls to other hosts are the merchant's configured ones only, added to each
        // page by pagePolicy (ADR 040): data: are the inline logos and QR codes, blob: local previews.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // Game vendors and external chat run in frames on their own origins.
        frameSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
  const baseCsp = computeSecurityHeaders(helmetOptions)['content-security-policy'] ?? '';
  await app.register(securityHeaders, { helmet: helmetOptions });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Redis carries events between instances when configured; one instance needs nothing more.
  const bus: Bus = givenBus ?? (config.redisUrl ? new RedisBus(config.redisUrl, `${config.redisKeyPrefix}:events`) : new LocalBus());
  if (!givenBus) app.addHook('onClose', () => bus.close());
  // With several instances the limits must count across all of them: Redis holds the counters.
  const limiterRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  if (limiterRedis) {
    app.addHook('onClose', async () => void limiterRedis.disconnect());
    // Without an offline queue a command sent before the connection is up fails, and skipOnError
    // then lets the request through uncounted: an instance that serves before its limiter has
    // connected gives every caller free tries. Wait for it (a few seconds at most: with Redis down
    // the limits fail open, as skipOnError says, rather than the instance never starting).
    await limiterReady(limiterRedis, 5_000);
  }
  await app.register(fastifyRateLimit, {
    global: false,
    // One process: windows count on the app's clock, so tests move time instead of waiting it out.
    ...(limiterRedis
      ? { redis: limiterRedis, nameSpace: `${config.redisKeyPrefix}:rl:`, skipOnError: true }
      : { store: clockRateLimitStore(clock) }),
  });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    gauges: {
      arcadia_bus_degraded: {
        help: '1 while real-time fan-out across instances is down (Redis unreachable)',
        read: () => (bus.degraded?.() ? 1 : 0),
      },
    },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Arcadia API', version: '0.1.0', description: 'Envelope: { success, value, message, errorCode }' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const features = await createFeatures(database.db, clock, {
    ...featureOptions,
    onJobRun: jobRunMetrics(app.metrics),
    bus,
    listen: database.listen,
    databaseKind: database.kind,
    jwePrivateKeyPem: config.jwePrivateKeyPem,
    // No key here is a caller's mistake (main.ts always resolves one): failing beats sealing with a throwaway key.
    totpSecrets: createSecretBox(config.totpEncryptionKeys),
    paymentProviderSecret: config.paymentProviderSecret,
    sharedExclusionKey: config.sharedExclusionKey,
    geetest: featureOptions.geetest ?? config.geetest,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    redisUrl: config.redisUrl,
    presenceTtlMs: config.presenceTtlMs,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  app.addHook('onClose', () => features.stop());
  scrapeGauge(
    app.metrics,
    'arcadia_wallet_balance',
    'Wallet totals by merchant and currency: what members hold (available, held) and the sum over every account (all; zero while the books balance)',
    async () =>
      (await features.wallet.service.metricsTotals()).flatMap((t) => {
        const labels = { merchant_id: String(t.merchantId), currency: t.currency };
        return [
          { labels: { ...labels, scope: 'member_available' }, value: Number(t.memberAvailable) },
          { labels: { ...labels, scope: 'member_held' }, value: Number(t.memberHeld) },
          { labels: { ...labels, scope: 'all' }, value: Number(t.all) },
        ];
      }),
    ['merchant_id', 'currency', 'scope'],
  );
  await app.register(requestContext, { resolveMerchant: (by) => features.system.service.resolveSite(by) });
  await app.register(authGuard, { verify: (req, token) => features.session.service.verify(req.merchant.id, token, req.ip) });
  await app.register(featureSwitch, { isEnabled: (m, flag) => features.system.service.isEnabled(m, flag) });

  app.get('/healthz', { config: { merchant: false }, schema: { hide: true } }, async () => ok({ status: 'ok' }));
  let draining = false;
  app.get('/readyz', { config: { merchant: false }, schema: { hide: true } }, async (_req, reply) => {
    if (draining) return reply.code(503).send(fail(ERROR_CODES.unknownError, 'shutting down'));
    try {
      await database.ping();
      // A bus without Redis still serves this instance's sockets: ready, but it says so.
      return ok({ status: 'ready', database: database.kind, bus: bus.degraded?.() ? 'degraded' : 'ok' });
    } catch {
      return reply.code(503).send(fail(ERROR_CODES.unknownError, 'database unavailable'));
    }
  });

  await registerFeatureRoutes(app, features, config);
  if (testClock) {
    if (!config.opsApiToken) throw new Error('a test clock needs OPS_API_TOKEN to guard its endpoint');
    await app.register(testClockRoutes, { clock: testClock, runDue: () => features.scheduler.runDue(), token: config.opsApiToken });
  }

  const spa = await registerSpa(app, config.webDist, async (host, path) => {
    const ref = await features.system.service.resolveMerchant({ code: null, host });
    if (!ref) return null;
    const m = await features.system.service.merchant(ref.id);
    // The home page's first banner and the promotions list are painted from the HTML (spa.ts says why).
    // The HTML does not know the visitor's chosen language: it paints the merchant's default one.
    const banner = path === '/' ? ((await features.promotions.service.banners(ref.id, 'home', m.defaultLanguage))[0]?.url ?? null) : null;
    const promotions =
      path === '/promotions'
        ? (await features.promotions.service.list(ref.id, null, m.defaultLanguage)).map((p) => ({
            title: p.title,
            image: p.announcementImages[0]?.url ?? null,
            type: p.promotionType,
          }))
        : undefined;
    return {
      name: m.name,
      seo: m.seo,
      theme: m.templates,
      banner,
      promotions,
      language: { default: m.defaultLanguage, offered: m.languages },
    };
  });

  // A page's policy names what its merchant configured, and the socket on the page's own host
  // (spelt out: older browsers do not count ws: as 'self').
  const pageCsp = async (hostname: string, host: string, secure: boolean): Promise<string> => {
    const ref = await features.system.service.resolveMerchant({ code: null, host: hostname });
    const socket = secure ? [`wss://${host}`] : [`ws://${host}`, `wss://${host}`];
    if (!ref) return pagePolicy(baseCsp, { connect: socket, img: [], script: [] });
    const [own, social, slider] = await Promise.all([
      features.system.service.pageSources(ref.id),
      features.socialSignIn.service.pageSources(ref.id),
      features.captcha.slider.pageSources(ref.id),
    ]);
    return pagePolicy(baseCsp, {
      connect: [...own.connect, ...social.connect, ...slider.connect, ...socket],
      img: [...own.img, ...slider.img],
      script: [...social.script, ...slider.script],
      style: slider.style,
    });
  };

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (spa && req.method === 'GET' && !isApiPath(path) && app.renderSpa) {
      const host = req.headers.host ?? '';
      const page = await app.renderSpa(path, hostnameOf(host), `${req.protocol}://${host}`);
      reply.header('content-security-policy', await pageCsp(hostnameOf(host), host, req.protocol === 'https'));
      return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
    }
    return reply.code(404).send(fail(ERROR_CODES.notFound, translate(ERROR_CODES.notFound, req.language ?? 'CN')));
  });

  return {
    app,
    features,
    drain: () => {
      draining = true;
    },
  };
}

/** Resolves once the limiter's connection is ready, or after `ms` if it does not get there. */
function limiterReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once('ready', done);
  });
}
