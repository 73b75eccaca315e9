import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Feature tables, plus the few platform tables no feature owns (the outbox, docs/adr/043).
  schema: ['./src/features/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './src/db/migrations',
});
