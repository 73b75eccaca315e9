import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardSelfDeadlock } from '../db/pglite-guard.js';

// A query sent on the database from inside a transaction's own code waits on that transaction for
// ever on PGlite (one statement at a time). Unguarded, the whole process stops answering.
describe('PGlite self-deadlock guard', () => {
  const reports: string[] = [];
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    guardSelfDeadlock(client, (m) => reports.push(m), 300);
    db = drizzle({ client });
    await db.execute(sql`create table t (id int primary key)`);
  });
  afterAll(async () => {
    await client.close();
  });

  it('fails the stray query after the wait, rolls the transaction back, and the database goes on answering', async () => {
    const outcome = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await db.execute(sql`select count(*) from t`); // the bug: `db`, not `tx`
    });
    const err = (await outcome.catch((e: unknown) => e)) as Error & { cause?: Error };
    // drizzle wraps the driver's error as "Failed query: …" with ours as the cause.
    expect(err.cause?.message ?? err.message).toMatch(/self-deadlock/);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('pglite-guard.test.ts');
    // Rolled back, and later queries run.
    const rows = await db.execute(sql`select count(*)::int as n from t`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('leaves alone a query that only queues behind another request’s transaction', async () => {
    reports.length = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const slow = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2)`);
      await held; // holds the database longer than the guard's wait
    });
    const queued = db.execute(sql`select count(*)::int as n from t`);
    await new Promise((r) => setTimeout(r, 500));
    release();
    await slow;
    expect((await queued).rows[0]).toEqual({ n: 1 });
    expect(reports).toEqual([]);
  });

  it('lets a transaction read through `tx` as usual', async () => {
    const n = await db.transaction(async (tx) => (await tx.execute(sql`select count(*)::int as n from t`)).rows[0]);
    expect(n).toEqual({ n: 1 });
  });
});
