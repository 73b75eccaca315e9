import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One migrated, seeded embedded database per run; each file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // A PGlite self-deadlock fails the test that caused it, not just a log line.
    setupFiles: ['src/test/self-deadlock-setup.ts'],
    // Files share a worker's module graph instead of re-importing it per file: the import cost of
    // the server's ~100 files fell from ~200 s to ~13 s (whole server project 274 s against 425 s on
    // PGlite). Each file still opens its own database and app, so no test state is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
