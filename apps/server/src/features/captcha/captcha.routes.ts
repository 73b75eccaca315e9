import { envelope } from '@arcadia/contract';
import { CAPTCHA_RATE_MS } from '@arcadia/contract/captcha';
import {
  puzzleAnswerSchema,
  SLIDER_RATE_MS,
  sliderInitQuerySchema,
  sliderInitSchema,
  sliderV3ResultSchema,
} from '@arcadia/contract/captcha/slider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import type { CaptchaService } from './captcha.service.js';
import type { SliderService } from './slider.service.js';

export const captchaRoutes: FastifyPluginAsyncZod<{ service: CaptchaService; slider: SliderService }> = async (
  app,
  { service, slider },
) => {
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

  app.get(
    '/wps/captcha/geetest',
    {
      config: { rateLimit: { max: 1, timeWindow: SLIDER_RATE_MS, keyGenerator: (req) => `slider:${clientKey(req)}` } },
      schema: {
        tags: ['captcha'],
        summary:
          'Slider init (t: timestamp): gt, challenge, newCaptcha; Geetest v3/v4 or, without a Geetest account or in test mode, the built-in puzzle (images in value.puzzle). 1 per 250 ms',
        querystring: sliderInitQuerySchema,
        response: { 200: envelope(sliderInitSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await slider.init(req.merchant.id, { key: clientKey(req), ip: req.ip }));
    },
  );

  app.post(
    '/wps/captcha/geetest/verify',
    {
      // Each puzzle answers once; this bounds how many puzzles a client can burn through.
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => `slider-verify:${clientKey(req)}` } },
      schema: {
        tags: ['captcha'],
        summary:
          "The built-in puzzle's drag (challenge, x, trace); a pass in Geetest v3's shape (challenge, validate, seccode), spendable once",
        body: puzzleAnswerSchema,
        response: { 200: envelope(sliderV3ResultSchema) },
      },
    },
    async (req) => ok(await slider.answer(req.merchant.id, clientKey(req), req.body)),
  );
};
