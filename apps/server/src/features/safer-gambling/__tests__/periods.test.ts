import { describe, expect, it } from 'vitest';
import { periodOf, startOfLocalDay } from '../safer-gambling.periods.js';

describe('limit periods in the merchant time zone', () => {
  it('a day, ISO week and month start on the local calendar, not the UTC one', () => {
    // 16:30 UTC on Sunday 31 May 2026 is already Monday 1 June in Shanghai (UTC+8).
    const at = new Date('2026-05-31T16:30:00Z');
    expect(periodOf('day', at, 'Asia/Shanghai')).toEqual({ start: '2026-06-01', next: '2026-06-02' });
    expect(periodOf('week', at, 'Asia/Shanghai')).toEqual({ start: '2026-06-01', next: '2026-06-08' });
    expect(periodOf('month', at, 'Asia/Shanghai')).toEqual({ start: '2026-06-01', next: '2026-07-01' });
    expect(periodOf('week', at, 'UTC')).toEqual({ start: '2026-05-25', next: '2026-06-01' });
    expect(periodOf('month', at, 'UTC')).toEqual({ start: '2026-05-01', next: '2026-06-01' });
  });

  it('local midnight is found across a daylight-saving change', () => {
    expect(startOfLocalDay('2026-06-01', 'Asia/Shanghai').toISOString()).toBe('2026-05-31T16:00:00.000Z');
    // London: 29 March 2026 starts in GMT, the next day in BST.
    expect(startOfLocalDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('December rolls into the next year', () => {
    expect(periodOf('month', new Date('2026-12-15T00:00:00Z'), 'UTC')).toEqual({ start: '2026-12-01', next: '2027-01-01' });
  });
});
