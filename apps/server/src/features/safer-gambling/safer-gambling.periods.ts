import type { LimitPeriod } from '@arcadia/contract/safer-gambling';

/**
 * Limit periods in the merchant's time zone: a day starts at local midnight, a week on Monday (ISO),
 * a month on its first day. Same arithmetic as the reward centre's local days (reward-centre/local-day.ts),
 * kept here because a feature may not import another's internals; the lead may move both to platform/.
 */

const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function localDay(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function offsetAt(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The instant local midnight of `day` begins (corrected twice so DST changes land right). */
export function startOfLocalDay(day: string, zone: string): Date {
  const guess = utcOf(day);
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone));
}

/** The local day a period containing `at` starts on, and the day the next one starts on. */
export function periodOf(period: LimitPeriod, at: Date, zone: string): { start: string; next: string } {
  const today = localDay(at, zone);
  const t = utcOf(today);
  if (period === 'day') return { start: today, next: dayOf(t + 86_400_000) };
  if (period === 'week') {
    const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000;
    return { start: dayOf(monday), next: dayOf(monday + 7 * 86_400_000) };
  }
  const d = new Date(t);
  return {
    start: dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)),
    next: dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)),
  };
}

export function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
