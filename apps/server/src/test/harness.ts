import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/client.js';
import { seedDemo } from '../workflows/seed-demo.js';

export const OPS_TOKEN = 'test-ops-token-0123456789abcdef';

/**
 * A real app on a real (in-memory) PGlite with the committed migrations and the demo data.
 * Nothing of our own is mocked; the clock is manual so windows and schedules are testable.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
    opsApiToken: OPS_TOKEN,
    geoCountryHeader: 'x-test-country',
    ...overrides,
  };
  const database = await openDatabase({ kind: 'memory' });
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const { app, features } = await buildApp({ config, database, clock });
  await seedDemo(features);
  await app.ready();
  return {
    app,
    features,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers the web client sends. */
export function headers(merchant: string | null, language = 'EN'): Record<string, string> {
  return { ...(merchant ? { merchant } : {}), language, device: 'web' };
}
