import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, envelope } from '@arcadia/contract';
import { type TestClock, testClockAdvanceSchema, testClockSchema } from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OffsetClock } from '../clock.js';
import { AppError } from './app-error.js';
import { ok } from './envelope.js';

export type TestClockOptions = {
  clock: OffsetClock;
  /** Runs the jobs that became due and resolves when they are done (Scheduler.runDue). */
  runDue: () => Promise<void>;
  /** OPS_API_TOKEN: only the test runner that started the server may move its time. */
  token: string;
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The e2e test clock's endpoint (E2E_CLOCK, ADR 046), registered only on a server started with it.
 * POST answers once what became due has run (a draw drawn and settled, a job's pass done), so the
 * test's next look already sees it; caches expire on their next read by the moved clock.
 */
export const testClockRoutes: FastifyPluginAsyncZod<TestClockOptions> = async (app, { clock, runDue, token }) => {
  app.addHook('onRequest', async (req) => {
    const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!sameToken(given, token)) throw new AppError(ERROR_CODES.unauthorized, 401);
  });
  const state = (): TestClock => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });
  const schema = { hide: true, response: { 200: envelope(testClockSchema) } };

  app.get('/__test/clock', { config: { merchant: false }, schema }, async () => ok(state()));
  app.post('/__test/clock', { config: { merchant: false }, schema: { ...schema, body: testClockAdvanceSchema } }, async (req) => {
    clock.advance(req.body.advanceMs);
    await runDue();
    return ok(state());
  });
};
