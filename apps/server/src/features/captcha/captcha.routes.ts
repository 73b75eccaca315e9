import { envelope } from '@arcadia/contract';
import { CAPTCHA_RATE_MS } from '@arcadia/contract/captcha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import type { CaptchaService } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod<{ service: CaptchaService }> = async (app, { service }) => {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: 1, timeWindow: CAPTCHA_RATE_MS, keyGenerator: (req) => `captcha:${clientKey(req)}` } },
      schema: {
        tags: ['captcha'],
        summary: 'Image captcha (value: base64 PNG), bound to the Device-Id header, 1 per 250 ms',
        response: { 200: envelope(z.string()) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.issue(req.merchant.id, clientKey(req)));
    },
  );
};
