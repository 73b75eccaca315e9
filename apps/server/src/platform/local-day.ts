/**
 * Calendar days in a merchant's time zone (the reward centre's streaks and rescue periods, safer gambling's
 * limit periods): a day starts at local midnight there, not at UTC midnight. Days are `YYYY-MM-DD` strings.
 */

export function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The two shapes this file reads a zone's clock in: a calendar day, and every field of the time. */
const SHAPES = {
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  parts: [
    'en-US',
    { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  ],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/**
 * One formatter per zone and shape, made once: building an Intl.DateTimeFormat costs far more than
 * using one (a CPU profile of the seamless bench had this file at 10 % of the server's time, each call
 * building its own; every bet's safer-gambling periods go through here).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(shape: keyof typeof SHAPES, zone: string): Intl.DateTimeFormat {
  const key = `${shape} ${zone}`;
  let f = formatters.get(key);
  if (!f) {
    const [locale, options] = SHAPES[shape];
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

/** The local calendar day of an instant. */
export function localDay(at: Date, zone: string): string {
  return formatter('day', zone).format(at);
}

const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(at: number, zone: string): number {
  const parts = formatter('parts', zone).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The instant local midnight of `day` begins (twice corrected, so DST changes land right). */
export function startOfLocalDay(day: string, zone: string): Date {
  const guess = utcOf(day);
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone));
}

/** Monday of the week containing `day` (ISO weeks). */
export function weekStart(day: string): string {
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
