import { describe, expect, it } from 'vitest';
import { ACTIVE_GAP_MS, countableGap, splitByPeriods } from '../safer-gambling.time.js';

const at = (iso: string) => new Date(iso);

describe('play time (safer-gambling.time.ts)', () => {
  it('counts a gap up to ten minutes, nothing after a sign-out (null) or a longer silence', () => {
    expect(countableGap(at('2026-06-01T00:00:00Z'), at('2026-06-01T00:10:00Z'))).toBe(ACTIVE_GAP_MS);
    expect(countableGap(at('2026-06-01T00:00:00Z'), at('2026-06-01T00:10:01Z'))).toBe(0);
    expect(countableGap(null, at('2026-06-01T00:10:00Z'))).toBe(0);
    expect(countableGap(at('2026-06-01T00:10:00Z'), at('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('splits at local midnight, the local Monday and the local first of the month, not at UTC midnight', () => {
    // 31 May 23:58 to 1 June 00:03 in Shanghai (UTC+8): a Sunday into a Monday and May into June.
    const shares = splitByPeriods(at('2026-05-31T15:58:00Z'), at('2026-05-31T16:03:00Z'), 'Asia/Shanghai');
    expect(shares).toEqual([
      { period: 'day', start: '2026-05-31', seconds: 120 },
      { period: 'day', start: '2026-06-01', seconds: 180 },
      { period: 'week', start: '2026-05-25', seconds: 120 },
      { period: 'week', start: '2026-06-01', seconds: 180 },
      { period: 'month', start: '2026-05-01', seconds: 120 },
      { period: 'month', start: '2026-06-01', seconds: 180 },
    ]);
    // The same instants in UTC stay in one day.
    expect(splitByPeriods(at('2026-05-31T15:58:00Z'), at('2026-05-31T16:03:00Z'), 'UTC').filter((s) => s.period === 'day')).toEqual([
      { period: 'day', start: '2026-05-31', seconds: 300 },
    ]);
  });
});
