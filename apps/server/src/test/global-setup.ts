import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, dropPostgres, PG_TEMPLATE_ENV, SNAPSHOT_ENV, TEST_DATABASE_URL } from './harness.js';

/**
 * Once per Vitest run: an embedded database with the committed migrations and the demo data, written
 * as a tarball that every test file's createTestApp loads (see harness.ts). Test files still get a
 * database of their own each; only the identical starting point is shared. With a test PostgreSQL
 * (CI), the same starting point there too: a migrated, seeded database that test apps copy.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Side by side: the embedded one works in this process, PostgreSQL's migrations mostly in its own.
  const [pglite, postgres] = await Promise.all([pgliteSnapshot(), TEST_DATABASE_URL ? postgresTemplate() : undefined]);
  return async () => {
    await pglite();
    await postgres?.();
  };
}

async function pgliteSnapshot(): Promise<() => Promise<void>> {
  const t = await createTestApp({ snapshot: false });
  // Written to the data files first: otherwise every copy replays the migrations' and the seed's
  // WAL as crash recovery when it starts, in each test file (ADR 051 has the figures).
  await t.database.db.execute(sql`checkpoint`);
  const blob = await t.database.dump?.('none');
  await t.close();
  const dir = await mkdtemp(join(tmpdir(), 'arcadia-test-'));
  if (blob) {
    const file = join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
  }
  return () => rm(dir, { recursive: true, force: true });
}

/** The run's PostgreSQL template: migrated and seeded once; no connection stays open on it, so it can be copied. */
async function postgresTemplate(): Promise<() => Promise<void>> {
  const t = await createTestApp({ database: 'postgres', snapshot: false });
  const name = new URL(t.postgresUrl!).pathname.slice(1);
  await t.app.close();
  await t.database.close();
  process.env[PG_TEMPLATE_ENV] = name;
  return () => dropPostgres(name);
}
