import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleInboxCheck } from '../hooks/inbox-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inbox check timing (spec 000 §7)', () => {
  it('runs once at 1 s', async () => {
    const check = vi.fn().mockResolvedValue('m');
    const found = vi.fn();
    scheduleInboxCheck(check, found);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(found).toHaveBeenCalledWith('m');
  });

  it('retries once, 500 ms after a failure, and no more', async () => {
    const check = vi.fn().mockRejectedValue(new Error('offline'));
    const found = vi.fn();
    scheduleInboxCheck(check, found);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(found).not.toHaveBeenCalled();
  });

  it('a cancelled check (signed out) does nothing', async () => {
    const check = vi.fn().mockResolvedValue('m');
    const cancel = scheduleInboxCheck(check, vi.fn());
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).not.toHaveBeenCalled();
  });
});
