import type { LimitPeriod } from '@arcadia/contract/safer-gambling';
import { addDays, localDay, weekStart } from '../../platform/local-day.js';

export { startOfLocalDay, validZone } from '../../platform/local-day.js';

/**
 * Limit periods in the merchant's time zone: a day starts at local midnight, a week on Monday (ISO),
 * a month on its first day. The local-day arithmetic is platform/local-day.ts, shared with the
 * reward centre.
 */

/** The local day a period containing `at` starts on, and the day the next one starts on. */
export function periodOf(period: LimitPeriod, at: Date, zone: string): { start: string; next: string } {
  const today = localDay(at, zone);
  if (period === 'day') return { start: today, next: addDays(today, 1) };
  if (period === 'week') {
    const monday = weekStart(today);
    return { start: monday, next: addDays(monday, 7) };
  }
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { start: first(y, m), next: first(y, m + 1) };
}
