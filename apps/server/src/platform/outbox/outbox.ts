import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';

/** An event as its consumers see it; `id` is what makes a consumer idempotent (docs/adr/043). */
export type OutboxEvent<P = unknown> = { id: number; type: string; merchantId: number; payload: P; createdAt: Date };

/**
 * One effect that follows a committed change. `name` is stable (it is stored in the receipts): a
 * renamed consumer would handle every undispatched event once more. A consumer throws to be
 * retried; it must tolerate running again for an event it half-handled before a crash, which the
 * services it calls do by keying their own rows on the event's reference.
 */
export type OutboxConsumer<P = unknown> = { name: string; type: string; handle(event: OutboxEvent<P>): Promise<void> };

/** Retry policy: 1 s, 2 s, 4 s ... capped at 10 minutes; an event is retried until every consumer succeeds. */
export const OUTBOX_RETRY = { baseMs: 1_000, maxMs: 10 * 60_000 } as const;
/** A claimed event is another dispatcher's again after this long (its claimer died or hung). */
export const OUTBOX_LEASE_MS = 60_000;
/** The periodic sweep: catches events whose after-commit nudge never came (crash, another instance). */
export const OUTBOX_SWEEP_MS = 1_000;
export const OUTBOX_JOB = 'outbox:dispatch';
const BATCH = 100;

export const retryDelayMs = (attempts: number) => Math.min(OUTBOX_RETRY.maxMs, OUTBOX_RETRY.baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * The transactional outbox (ARCHITECTURE.md §2b). Workflows `write` events in their transaction;
 * `nudge` (after a commit) and the sweep job dispatch them to the consumers subscribed to their
 * type. Passes on one instance never overlap; instances share the work through SKIP LOCKED claims.
 */
export class Outbox {
  private readonly consumers = new Map<string, OutboxConsumer[]>();
  private chain: Promise<unknown> = Promise.resolve();
  private queued: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly repo: OutboxRepository,
    private readonly clock: Clock,
    private readonly log: (message: string, err?: unknown) => void = (message, err) => console.error(message, err),
  ) {}

  /** Adds consumers; a name may appear once per event type (receipts are keyed by it). */
  subscribe(...consumers: OutboxConsumer[]): void {
    for (const c of consumers) {
      const list = this.consumers.get(c.type) ?? [];
      if (list.some((x) => x.name === c.name)) throw new Error(`outbox: consumer ${c.name} already subscribed to ${c.type}`);
      this.consumers.set(c.type, [...list, c]);
    }
  }

  /** Records an event in the caller's transaction; nothing runs until that transaction commits. */
  write(tx: Tx, type: string, merchantId: number, payload: unknown): Promise<number> {
    return this.repo.insert(tx, { merchantId, type, payload, at: this.clock.now() });
  }

  /**
   * Dispatches what is due now, after any pass already running (it may have claimed before the
   * caller's commit). Callers that nudge at once share one queued pass. Never rejects: a failure
   * is the event's, retried later. Resolves with the number of events handled.
   */
  nudge(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (!this.queued) {
      const pass = this.chain.then(() => {
        this.queued = null;
        return this.stopped ? 0 : this.pass();
      });
      this.queued = pass;
      this.chain = pass;
    }
    return this.queued;
  }

  /** Tests and shutdown hooks: dispatches everything due, then resolves. */
  drain(): Promise<number> {
    return this.nudge();
  }

  /** Events not yet handled by all their consumers. */
  pending(): Promise<number> {
    return this.repo.pending();
  }

  /** No new passes; waits for the running one (its claims are released by their lease if cut short). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.chain;
  }

  private async pass(): Promise<number> {
    let handled = 0;
    try {
      for (;;) {
        const now = this.clock.now();
        const batch = await this.repo.claim(now, new Date(now.getTime() + OUTBOX_LEASE_MS), BATCH);
        if (!batch.length) return handled;
        const done = await this.repo.receipts(batch.map((e) => e.id));
        for (const row of batch) {
          await this.handle(row, done);
          handled += 1;
        }
      }
    } catch (err) {
      // The database went away mid-pass (shutdown, lost connection): claims lapse, the sweep retries.
      if (!this.stopped) this.log('outbox: dispatch pass failed', err);
      return handled;
    }
  }

  private async handle(row: OutboxRow, done: Set<string>): Promise<void> {
    const event: OutboxEvent = { id: row.id, type: row.type, merchantId: row.merchantId, payload: row.payload, createdAt: row.createdAt };
    let error: string | null = null;
    for (const c of this.consumers.get(row.type) ?? []) {
      if (done.has(`${row.id}:${c.name}`)) continue;
      try {
        await c.handle(event);
        await this.repo.receipt(row.id, c.name, this.clock.now());
      } catch (err) {
        this.log(`outbox: ${c.name} failed on event ${row.id} (${row.type})`, err);
        error ??= `${c.name}: ${err instanceof Error ? err.message : String(err)}`;
      }
    }
    const now = this.clock.now();
    if (error === null) await this.repo.dispatched(row.id, now);
    else await this.repo.failed(row.id, row.attempts + 1, new Date(now.getTime() + retryDelayMs(row.attempts + 1)), error);
  }
}
