import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';

/**
 * The in-process job scheduler (ARCHITECTURE.md §1 "Jobs").
 *
 * Usage: `scheduler.every('lottery:draws', 2000, async ({ now }) => { ... })`.
 * - A job runs at most once at a time per instance (a slow run delays the next, never overlaps).
 * - With several instances, each run is led by exactly one of them: the run happens inside a
 *   transaction that holds `pg_try_advisory_xact_lock(namespace, hash(name))`; the others skip that
 *   round. The lock dies with its transaction, so when the leader dies (crash, lost connection)
 *   the next instance to tick takes over within one interval — no lease to expire.
 * - Job functions must be idempotent (a run may be repeated after a crash half-way): they read
 *   the database to find what is due and make each step conditional.
 * - Time is the injected clock: tests call `tick()` after moving a ManualClock instead of `start()`.
 */
export type JobContext = { now: Date };
export type JobFn = (ctx: JobContext) => Promise<void>;

/** Runs `fn` only if this instance may lead `name` now; resolves whether it ran. */
export type LeaderLock = (name: string, fn: () => Promise<void>) => Promise<boolean>;

/** One process owns an embedded database: nobody else can be leader, so it just runs. */
export const localLock: LeaderLock = async (_name, fn) => {
  await fn();
  return true;
};

/** Advisory-lock namespace for scheduler jobs ("arcj"). */
const NAMESPACE = 0x6172636a;
const keyOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * PostgreSQL: a transaction on its own pooled connection holds the job's advisory lock while the
 * job runs on other connections; try-lock never waits, so a busy leader only makes others skip.
 *
 * At most `maxHeld` jobs of one process hold a lock connection at once: each holder pins one
 * pooled connection while its job needs others, so with as many due jobs as the pool has
 * connections (8 jobs on a pool of 10 once the outbox sweep came) every connection was pinned by
 * a holder whose job waited for a free one, and the instance stopped answering. The others wait
 * their turn in this process, which only delays them.
 */
export function advisoryLock(db: Db, maxHeld = 2): LeaderLock {
  let held = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    while (held >= maxHeld) await new Promise<void>((r) => waiting.push(r));
    held += 1;
  };
  const release = () => {
    held -= 1;
    waiting.shift()?.();
  };
  return async (name, fn) => {
    await acquire();
    try {
      return await holdWhileRunning(db, name, fn);
    } finally {
      release();
    }
  };
}

async function holdWhileRunning(db: Db, name: string, fn: () => Promise<void>): Promise<boolean> {
  let ran = false;
  await db.transaction(async (tx) => {
    const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${NAMESPACE}, ${keyOf(name)}) as ok`);
    const rows = (res as unknown as { rows: { ok: boolean }[] }).rows;
    if (!rows[0]?.ok) return;
    await fn();
    ran = true;
  });
  return ran;
}

type Job = { name: string; intervalMs: number; fn: JobFn; nextAt: number; running: Promise<void> | null; failures: number };

export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly lock: LeaderLock = localLock,
    private readonly onError: (name: string, err: unknown) => void = (name, err) => console.warn(`scheduler: job ${name} failed`, err),
    /** Told of every run (metrics): ran here, skipped because another instance leads, or failed. */
    private readonly observe: (name: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void = () => {},
  ) {}

  /** Registers a job run every `intervalMs` (first run at the first tick). Names are unique. */
  every(name: string, intervalMs: number, fn: JobFn): void {
    if (this.jobs.has(name)) throw new Error(`scheduler: job ${name} already registered`);
    if (!(intervalMs > 0)) throw new Error('scheduler: interval must be positive');
    this.jobs.set(name, { name, intervalMs, fn, nextAt: 0, running: null, failures: 0 });
  }

  /** Runs every job that is due by the clock; resolves when those runs finish. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    const now = this.clock.now();
    const due = [...this.jobs.values()].filter((j) => !j.running && j.nextAt <= now.getTime());
    await Promise.all(due.map((j) => this.run(j, now)));
  }

  /**
   * The clock was moved forward (an e2e test clock, ADR 046): runs everything that became due and
   * resolves when done, runs already under way included, so the caller sees their effects. A run
   * the real-time poll starts meanwhile reads the moved clock too, and is waited for as well.
   */
  async runDue(): Promise<void> {
    await this.idle();
    await this.tick();
    await this.idle();
  }

  private async idle(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((j) => j.running));
  }

  /** Runs one job now, whatever its schedule (tests, operators). */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`scheduler: no job ${name}`);
    // A stopped scheduler starts nothing, on demand either (its instance is shutting down).
    if (this.stopped) return false;
    if (job.running) await job.running;
    return this.run(job, this.clock.now());
  }

  private async run(job: Job, now: Date): Promise<boolean> {
    let ran = false;
    job.nextAt = now.getTime() + job.intervalMs;
    const started = performance.now();
    job.running = (async () => {
      try {
        ran = await this.lock(job.name, () => job.fn({ now }));
        job.failures = 0;
        this.observe(job.name, ran ? 'ran' : 'skipped', (performance.now() - started) / 1000);
      } catch (err) {
        job.failures += 1;
        this.observe(job.name, 'failed', (performance.now() - started) / 1000);
        this.onError(job.name, err);
      }
    })();
    await job.running;
    job.running = null;
    return ran;
  }

  /** Ticks on real time; `pollMs` bounds how late a job starts. */
  start(pollMs = 500): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), pollMs);
    this.timer.unref();
  }

  /** Graceful shutdown: no new runs, waits for the running ones (their locks go with them). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.jobs.values()].map((j) => j.running));
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
