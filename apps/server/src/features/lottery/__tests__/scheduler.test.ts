import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../platform/clock.js';
import { Scheduler } from '../../../platform/scheduler.js';

describe('platform scheduler (single process)', () => {
  it('runs a job when due by the injected clock, never twice at once, and not after stop()', async () => {
    const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
    const errors: string[] = [];
    const s = new Scheduler(clock, undefined, (name) => errors.push(name));
    const runs: string[] = [];
    let release: () => void = () => {};
    s.every('a', 10_000, async ({ now }) => {
      runs.push(now.toISOString());
      await new Promise<void>((r) => {
        release = r;
      });
    });
    s.every('boom', 1000, async () => {
      throw new Error('x');
    });
    expect(() => s.every('a', 1, async () => {})).toThrow();
    const first = s.tick();
    await new Promise((r) => setTimeout(r, 5));
    clock.advance(20_000);
    await s.tick(); // 'a' is still running: not started again
    expect(runs).toHaveLength(1);
    release();
    await first;
    clock.advance(5_000);
    const second = s.tick();
    await new Promise((r) => setTimeout(r, 5));
    release();
    await second;
    expect(runs).toEqual(['2026-06-01T00:00:00.000Z', '2026-06-01T00:00:25.000Z']);
    // A failing job is reported and tried again at each due tick (0 s, 20 s, 25 s).
    expect(errors).toEqual(['boom', 'boom', 'boom']);
    await s.stop();
    clock.advance(60_000);
    await s.tick();
    expect(runs).toHaveLength(2);
  });
});
