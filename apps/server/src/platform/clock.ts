/** Time is injected so schedules and windows are testable (ARCHITECTURE.md §4). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Wall time plus an offset that only grows: the clock of a running server whose e2e tests move it
 * forward (E2E_CLOCK, ADR 046) instead of waiting for a draw or a cache to expire. Time keeps
 * flowing between moves, and never runs backwards (sessions, draws and audit rows stay in order).
 */
export class OffsetClock implements Clock {
  private offset = 0;
  constructor(private readonly wall: () => number = Date.now) {}
  now(): Date {
    return new Date(this.wall() + this.offset);
  }
  get offsetMs(): number {
    return this.offset;
  }
  advance(ms: number): void {
    if (!(Number.isFinite(ms) && ms >= 0)) throw new RangeError('a test clock only moves forward');
    this.offset += ms;
  }
}
