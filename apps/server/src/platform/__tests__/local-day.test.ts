import { describe, expect, it } from 'vitest';
import { addDays, localDay, startOfLocalDay, validZone, weekStart } from '../local-day.js';

describe('days in the merchant zone', () => {
  it('a day begins at local midnight, not UTC midnight', () => {
    expect(localDay(new Date('2026-06-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-06-01');
    expect(localDay(new Date('2026-06-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-06-02');
    expect(startOfLocalDay('2026-06-02', 'Asia/Shanghai').toISOString()).toBe('2026-06-01T16:00:00.000Z');
    expect(startOfLocalDay('2026-06-02', 'Asia/Kolkata').toISOString()).toBe('2026-06-01T18:30:00.000Z');
  });

  it('days around a daylight-saving change start at their own local midnight', () => {
    // New York moves from UTC−5 to UTC−4 on 8 March 2026 (at 02:00 local).
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('calendar arithmetic and weeks from Monday', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekStart('2026-06-07')).toBe('2026-06-01'); // a Sunday belongs to the week from Monday 1 June
    expect(weekStart('2026-06-08')).toBe('2026-06-08');
  });

  it('unknown zones are refused', () => {
    expect(validZone('Europe/Berlin')).toBe(true);
    expect(validZone('Mars/Base')).toBe(false);
  });
});
