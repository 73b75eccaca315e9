import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Server test files each open an in-memory PGlite; two cores, so two files at a time.
    pool: 'forks',
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
