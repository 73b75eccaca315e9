import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, TEST_DATABASE_URL } from '../../test/harness.js';
import { openDatabase } from '../db/client.js';

/**
 * PostgreSQL restarting (or an operator ending sessions) kills every connection, including those in
 * the middle of a transaction. The server must fail those requests, not the process, and go on with
 * new connections. Ending this database's backends does to it what a restart does, without
 * disturbing the other test files that share the server.
 */
describe.skipIf(!TEST_DATABASE_URL)('losing PostgreSQL connections', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    fresh = await freshPostgres();
    database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it('fails the transaction in flight, keeps the process, and serves the next query', async () => {
    const inFlight = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const outcome = inFlight.then(
      () => 'committed',
      () => 'failed',
    );
    // Let the transaction reach its sleep, then end every backend of this database.
    await new Promise((r) => setTimeout(r, 300));
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    const name = new URL(fresh.url).pathname.slice(1);
    const ended = await admin.query(
      'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t',
      [name],
    );
    await admin.end();
    expect((ended.rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect(await outcome).toBe('failed');
    // An unheard 'error' event would have ended this worker before here; the pool reconnects.
    await new Promise((r) => setTimeout(r, 100));
    await expect(database.ping()).resolves.toBeUndefined();
    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(Number(result.rows[0]?.answer)).toBe(42);
  });
});
