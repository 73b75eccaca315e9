import { envelope } from '@arcadia/contract';
import {
  SEAMLESS_SIGNATURE_HEADER,
  seamlessBalanceSchema,
  seamlessCreditSchema,
  seamlessDebitSchema,
  seamlessParamsSchema,
  seamlessResultSchema,
  seamlessRollbackSchema,
} from '@arcadia/contract/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { refuseNul } from '../../platform/http/input-guard.js';
import type { SeamlessService } from './games.seamless.js';

const tags = ['seamless wallet'];
const ops = {
  balance: seamlessBalanceSchema,
  debit: seamlessDebitSchema,
  credit: seamlessCreditSchema,
  rollback: seamlessRollbackSchema,
} as const;

/**
 * Vendors' servers call these: no Merchant header (the session token names the member), the body
 * signed as raw bytes, so the JSON is kept as received until the signature is checked.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ service: SeamlessService }> = async (app, { service }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  for (const op of Object.keys(ops) as (keyof typeof ops)[]) {
    app.post(
      `/wps/seamless/:vendor/${op}`,
      {
        config: { merchant: false },
        schema: {
          tags,
          summary: `Seamless wallet ${op}; header ${SEAMLESS_SIGNATURE_HEADER}: hex HMAC-SHA256 of the raw body with the vendor secret`,
          params: seamlessParamsSchema,
          body: z.string(),
          response: { 200: envelope(seamlessResultSchema) },
        },
      },
      async (req) => {
        const vendor = await service.verify(req.params.vendor, req.body, String(req.headers[SEAMLESS_SIGNATURE_HEADER] ?? ''));
        let json: unknown;
        try {
          json = JSON.parse(req.body);
        } catch {
          throw new AppError('invalid_request', 400, { detail: 'body: not JSON' });
        }
        // The raw body passed the request guard as text with NUL still escaped.
        refuseNul(json);
        const parsed = ops[op].safeParse(json);
        if (!parsed.success) throw new AppError('invalid_request', 400, { detail: parsed.error.issues[0]?.path.join('.') ?? 'body' });
        const body = parsed.data as never;
        if (op === 'balance') return ok(await service.balance(vendor, (parsed.data as { token: string }).token));
        if (op === 'rollback') return ok(await service.rollback(vendor, body));
        return ok(await service[op](vendor, body));
      },
    );
  }
};
