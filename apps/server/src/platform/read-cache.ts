/**
 * A small read-through cache for hot, per-key reads (a session by token, a member's balance) that
 * the database invalidates through LISTEN/NOTIFY (see Database.listen).
 *
 * The one subtle case is a load that races an invalidation: a read that started before a change
 * committed may return the old value after the notification arrived. Every invalidation is
 * numbered; a load only stores its value when no invalidation of its key (or of everything) came
 * after it started, so a stale value is never kept. The TTL bounds the damage of anything we did
 * not foresee, and the size cap bounds memory: past it the least recently used entry goes.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  /** Sequence number of the latest invalidation per key, kept only while loads are in flight. */
  private readonly invalidated = new Map<string, number>();
  private seq = 0;
  private everythingAt = 0;
  private inflight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** The app's clock in ms, never Date.now: a test that moves the clock expires entries with it (ADR 046). */
    private readonly now: () => number,
    /**
     * Where every change is invalidated (NOTIFY) and the TTL is only a safety net: an expired entry is
     * answered once more while one load refreshes it, so a busy key never makes callers wait on the
     * database (ADR 071). An invalidated entry is gone, never answered stale.
     */
    private readonly refreshInBackground = false,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.fresh(key);
    if (hit) return hit.value;
    const expired = this.refreshInBackground ? this.entries.get(key) : undefined;
    if (expired) {
      if (!this.pending.has(key)) {
        const refresh = this.load(key, load);
        this.pending.set(key, refresh);
        // The next caller tries again; this one has its answer.
        refresh.catch(() => {});
      }
      return expired.value;
    }
    // Concurrent misses of one key share one load.
    const running = this.pending.get(key);
    if (running) return running;
    const promise = this.load(key, load);
    this.pending.set(key, promise);
    return promise;
  }

  /** A stored, unexpired value only: never waits on a load in flight (a caller inside a transaction must not). */
  peek(key: string): V | undefined {
    return this.fresh(key)?.value;
  }

  /** Least recently used goes first: a hit moves its entry to the end of the map's order. */
  private fresh(key: string): { value: V; at: number } | undefined {
    const hit = this.entries.get(key);
    if (!hit || this.now() - hit.at >= this.ttlMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const started = this.seq;
    this.inflight++;
    const self = Promise.resolve().then(async () => {
      try {
        const value = await load();
        const stale = this.everythingAt > started || (this.invalidated.get(key) ?? 0) > started;
        if (!stale) this.store(key, value);
        return value;
      } finally {
        if (this.pending.get(key) === self) this.pending.delete(key);
        if (--this.inflight === 0) this.invalidated.clear();
      }
    });
    return self;
  }

  /** Updates a cached value in place (e.g. a session's last-seen time); no-op when absent. */
  patch(key: string, update: (value: V) => V): void {
    const hit = this.entries.get(key);
    if (hit) hit.value = update(hit.value);
  }

  invalidate(key: string): void {
    this.seq++;
    this.entries.delete(key);
    this.pending.delete(key);
    if (this.inflight) this.invalidated.set(key, this.seq);
  }

  /** Drops every entry the predicate selects (e.g. all sessions of one member). */
  invalidateWhere(select: (key: string, value: V) => boolean): void {
    const keys = [...this.entries].filter(([k, e]) => select(k, e.value)).map(([k]) => k);
    for (const k of keys) this.invalidate(k);
    // A load in flight cannot be matched by value yet: treat it as invalidated too.
    for (const k of [...this.pending.keys()]) this.invalidate(k);
  }

  clear(): void {
    this.seq++;
    this.everythingAt = this.seq;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    // Maps keep insertion order and a hit re-inserts its key, so the first key is the least recently used.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
