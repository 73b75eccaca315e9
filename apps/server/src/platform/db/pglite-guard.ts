import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** How long a query may wait on its own open transaction before it is called a deadlock. */
export const SELF_WAIT_MS = 5_000;

type OpenTx = { open: boolean; openedAt: string };
type Report = (message: string) => void;

/**
 * Where the app's databases (db/client.ts) report a self-deadlock, and how long they wait. A log
 * line is easy to miss, so the tests watch (test/self-deadlock-setup.ts): any report fails the
 * test that caused it, after a shorter wait, instead of one slow 500 that a retry may hide.
 */
const watch: { observer: Report | null; waitMs: number } = { observer: null, waitMs: SELF_WAIT_MS };

export function watchSelfDeadlocks(observer: Report | null, waitMs = SELF_WAIT_MS): void {
  watch.observer = observer;
  watch.waitMs = waitMs;
}

/** The guard as the app's databases install it: logged, and told to the watcher if there is one. */
export function guardAppDatabase(client: PGlite): void {
  guardSelfDeadlock(
    client,
    (message) => {
      console.error(message);
      watch.observer?.(message);
    },
    watch.waitMs,
  );
}

/**
 * PGlite runs one statement at a time: a query on the client while a transaction is open waits for
 * that transaction to end. A query sent from inside a transaction's own code, but on the database
 * instead of `tx` (a repository's `this.db`, a cache that misses and reads), therefore waits for
 * ever, and every later request of the process queues behind it: the site stops answering.
 *
 * This wraps the client so that such a query, still waiting after `waitMs` while the transaction
 * whose code sent it is open, fails with an error naming both places (the transaction then rolls
 * back and the process carries on), and `report` gets the same text. A query merely queued behind
 * another request's transaction is not in that transaction's async context and is left alone.
 * PostgreSQL has no such trap (each transaction holds its own pooled connection).
 */
export function guardSelfDeadlock(client: PGlite, report: Report, waitMs = SELF_WAIT_MS): void {
  const context = new AsyncLocalStorage<OpenTx>();

  const guarded = <T>(pending: Promise<T>, what: string): Promise<T> => {
    const tx = context.getStore();
    if (!tx?.open) return pending;
    const sentAt = new Error(`${what} sent here`).stack ?? what;
    let timer: NodeJS.Timeout | undefined;
    const deadlock = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // The transaction ended meanwhile: the query was only queued behind it, and runs.
        if (!tx.open) return;
        const message = `pglite: a ${what} waited ${waitMs} ms on the transaction whose code sent it (a self-deadlock)\n${sentAt}\n${tx.openedAt}`;
        report(message);
        reject(new Error(message));
      }, waitMs);
      timer.unref();
    });
    return Promise.race([pending.finally(() => clearTimeout(timer)), deadlock]);
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => guarded(query(...args), 'query')) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => guarded(exec(...args), 'statement')) as PGlite['exec'];
  client.transaction = (<T>(fn: Parameters<PGlite['transaction']>[0]) => {
    const tx: OpenTx = { open: false, openedAt: new Error('transaction opened here').stack ?? '' };
    return guarded(
      context.run(tx, () =>
        transaction(async (t) => {
          tx.open = true;
          try {
            return (await fn(t)) as T;
          } finally {
            tx.open = false;
          }
        }),
      ),
      'nested transaction',
    );
  }) as PGlite['transaction'];
}
