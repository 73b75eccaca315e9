import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';
import { guardAppDatabase } from './pglite-guard.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * A workflow's own transaction (ARCHITECTURE.md §2b): the use case opens it and hands `tx` to each
 * feature's step; the composition root builds it once with `transactions(db)`.
 */
export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
export const transactions =
  (db: Db): RunInTransaction =>
  (work) =>
    db.transaction(work);

/**
 * Called with each NOTIFY payload on a channel. Postgres delivers a notification only when the
 * transaction that raised it commits, and to every instance listening, which is what cache
 * invalidation needs. `onGap` runs when notifications may have been missed (the listening
 * connection was lost), so a listener drops everything it cached.
 */
export type Listener = { onMessage(payload: string): void; onGap(): void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** LISTEN on a channel; resolves once listening, with a function that stops. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * An embedded database's whole data directory as a tarball, gzipped unless asked otherwise (tests
   * start from a migrated, seeded copy, and read it uncompressed: no gunzip per test app).
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
};

/** Channels are fixed identifiers in our code, never user input; checked so LISTEN can quote them. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

/**
 * One dedicated connection for every LISTEN of a pool (a pooled connection would be handed to
 * queries and lose its LISTENs). Reconnects after a loss and reports the gap to each listener.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => {
        for (const l of channels.get(msg.channel) ?? []) l.onMessage(msg.payload ?? '');
      });
      const lost = () => {
        if (client !== c) return;
        client = null;
        connecting = null;
        for (const set of channels.values()) for (const l of set) l.onGap();
        if (!closed && channels.size) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        for (const name of channels.keys()) await c.query(`LISTEN ${name}`);
      } catch (err) {
        connecting = null;
        c.end().catch(() => {});
        throw err;
      }
      client = c;
      return c;
    })();
    return connecting;
  };
  // One statement at a time on the listening connection: features start and stop their listeners
  // together (Promise.all), and pg deprecates a query sent while another runs (gone in pg 9).
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };
  return {
    async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
      const name = channelName(channel);
      const fresh = !channels.has(name);
      const set = channels.get(name) ?? new Set<Listener>();
      set.add(listener);
      channels.set(name, set);
      const c = await connect();
      if (fresh) await inTurn(() => c.query(`LISTEN ${name}`));
      return async () => {
        set.delete(listener);
        if (set.size) return;
        channels.delete(name);
        await inTurn(async () => client?.query(`UNLISTEN ${name}`)).catch(() => {});
      };
    },
    async close(): Promise<void> {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
/** Advisory-lock key for migrations ("arcadi" in ASCII: fits a JavaScript integer exactly). */
const MIGRATION_LOCK = 0x617263616469;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; snapshot?: Blob };

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // discards it and opens a new one for the next query.
    pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
    // A connection lost while checked out (a transaction in flight when PostgreSQL restarts) emits
    // 'error' on the client, not the pool; unheard, that event ends the process. The query in flight
    // fails on its own and the pool drops the dead client on release, so a warning is all it needs.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`postgres: connection lost in use: ${err.message}`));
    });
    const db = drizzleNodePg({ client: pool, schema });
    // Several instances may start at once: one migrates while the others wait on an advisory lock.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    const listener = postgresListener(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, l) => listener.listen(channel, l),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const release = options.kind === 'pglite' ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client =
      options.kind === 'pglite' ? new PGlite(options.dataDir) : new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
    await client.waitReady;
    guardAppDatabase(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      // One process owns an embedded database, so nothing is ever missed: no gaps to report.
      listen: async (channel, l) => client.listen(channelName(channel), (payload) => l.onMessage(payload)),
      close: async () => {
        await client.close();
        release();
      },
      dump: (compression = 'gzip') => client.dumpDataDir(compression),
    };
  } catch (err) {
    release();
    throw err;
  }
}
