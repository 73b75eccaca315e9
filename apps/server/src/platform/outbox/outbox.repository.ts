import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { outboxEvents, outboxReceipts } from './outbox.tables.js';

export type OutboxRow = typeof outboxEvents.$inferSelect;
export type NewOutboxEvent = { merchantId: number; type: string; payload: unknown; at: Date };

/** The only place with queries on the outbox tables. */
export class OutboxRepository {
  constructor(readonly db: Db) {}

  /** Inside the caller's transaction: the event commits with the change it describes, or not at all. */
  async insert(tx: Tx, e: NewOutboxEvent): Promise<number> {
    const [row] = await tx
      .insert(outboxEvents)
      .values({ merchantId: e.merchantId, type: e.type, payload: e.payload, createdAt: e.at, nextAttemptAt: e.at })
      .returning({ id: outboxEvents.id });
    return row!.id;
  }

  /**
   * Claims up to `limit` due events by pushing their next attempt to `leaseUntil`, in one statement
   * (one short commit, so consumers run outside any transaction). SKIP LOCKED lets several
   * instances claim side by side on PostgreSQL without waiting on each other; an instance that dies
   * holding a claim only delays its events until the lease ends.
   */
  async claim(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const res = await this.db.execute(sql`
      update outbox_events set next_attempt_at = ${leaseUntil.toISOString()}
       where id in (select id from outbox_events
                     where dispatched_at is null and next_attempt_at <= ${now.toISOString()}
                     order by next_attempt_at, id limit ${limit} for update skip locked)
      returning id`);
    const ids = (res as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    if (!ids.length) return [];
    return this.db.select().from(outboxEvents).where(inArray(outboxEvents.id, ids)).orderBy(outboxEvents.id);
  }

  /** The consumers that already handled each event. */
  async receipts(ids: number[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.select().from(outboxReceipts).where(inArray(outboxReceipts.eventId, ids));
    return new Set(rows.map((r) => `${r.eventId}:${r.consumer}`));
  }

  async receipt(eventId: number, consumer: string, at: Date): Promise<void> {
    await this.db.insert(outboxReceipts).values({ eventId, consumer, handledAt: at }).onConflictDoNothing();
  }

  async dispatched(id: number, at: Date): Promise<void> {
    await this.db.update(outboxEvents).set({ dispatchedAt: at, lastError: null }).where(eq(outboxEvents.id, id));
  }

  async failed(id: number, attempts: number, retryAt: Date, error: string): Promise<void> {
    await this.db
      .update(outboxEvents)
      .set({ attempts, nextAttemptAt: retryAt, lastError: error.slice(0, 2000) })
      .where(and(eq(outboxEvents.id, id), sql`${outboxEvents.dispatchedAt} is null`));
  }

  /** Events still waiting (tests, the operators' health view). */
  async pending(): Promise<number> {
    const res = await this.db.execute(sql`select count(*)::int as n from outbox_events where dispatched_at is null`);
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
}
