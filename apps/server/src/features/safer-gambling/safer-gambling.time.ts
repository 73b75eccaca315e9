import { LIMIT_PERIODS, type LimitPeriod } from '@arcadia/contract/safer-gambling';
import { periodOf, startOfLocalDay } from './safer-gambling.periods.js';

/**
 * Play time for the `session_time` limit (docs/adr/065). Counted from activity points of a signed-in
 * member: a sign-in, a request on a live session (the session feature reports one a minute at most
 * per session), a stake, and a sign-out. The time between two consecutive points counts when it is
 * at most ACTIVE_GAP_MS; a longer silence is a break and counts nothing, so a tab left open for hours
 * is not play. A sign-out counts up to itself and closes the stretch. One watermark per member
 * (`activeAt`) means two devices at once count the same minutes once.
 */
export const ACTIVE_GAP_MS = 10 * 60_000;

/** Milliseconds to count at `now` since the last counted activity; 0 after a sign-out or a break. */
export function countableGap(activeAt: Date | null, now: Date): number {
  if (!activeAt) return 0;
  const gap = now.getTime() - activeAt.getTime();
  return gap > 0 && gap <= ACTIVE_GAP_MS ? gap : 0;
}

export type TimeShare = { period: LimitPeriod; start: string; seconds: number };

/**
 * Splits [from, to) by every period kind at the merchant's local boundaries, so a stretch across
 * local midnight counts partly in yesterday and partly in today. Whole seconds, rounded down per
 * share (at most a second lost per boundary, never time invented).
 */
export function splitByPeriods(from: Date, to: Date, zone: string): TimeShare[] {
  const out: TimeShare[] = [];
  for (const period of LIMIT_PERIODS) {
    let at = from.getTime();
    while (at < to.getTime()) {
      const { start, next } = periodOf(period, new Date(at), zone);
      const end = Math.min(to.getTime(), startOfLocalDay(next, zone).getTime());
      const seconds = Math.floor((end - at) / 1000);
      if (seconds > 0) out.push({ period, start, seconds });
      at = end;
    }
  }
  return out;
}

/** Seconds of a share list that fall in the period starting on `start`. */
export const secondsIn = (shares: TimeShare[], period: LimitPeriod, start: string) =>
  shares.filter((s) => s.period === period && s.start === start).reduce((sum, s) => sum + s.seconds, 0);
