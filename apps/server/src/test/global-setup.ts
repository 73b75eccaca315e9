import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, SNAPSHOT_ENV } from './harness.js';

/**
 * Once per Vitest run: an embedded database with the committed migrations and the demo data, written
 * as a tarball that every test file's createTestApp loads (see harness.ts). Test files still get a
 * database of their own each; only the identical starting point is shared.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const t = await createTestApp({ snapshot: false });
  // Written to the data files first: otherwise every copy replays the migrations' and the seed's
  // WAL as crash recovery when it starts, in each test file (ADR 051 has the figures).
  await t.database.db.execute(sql`checkpoint`);
  const blob = await t.database.dump?.();
  await t.close();
  const dir = await mkdtemp(join(tmpdir(), 'arcadia-test-'));
  if (blob) {
    const file = join(dir, 'pglite.tar.gz');
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
