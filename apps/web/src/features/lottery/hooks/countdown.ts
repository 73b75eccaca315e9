import { useEffect, useRef, useState } from 'react';

/** Spec 001 §4: `--:--:--` under 2 s or over 1000 hours; otherwise hh:mm:ss. */
export function formatCountdown(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 2 || seconds > 1000 * 3600) return '--:--:--';
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The refresh rule: under 1 s left fires a refresh, at most once per 5 s. */
export function shouldRefresh(secondsLeft: number, lastRefreshAt: number, now: number): boolean {
  return secondsLeft < 1 && now - lastRefreshAt >= 5000;
}

/** Seconds left until `closeAt`, ticking each second; calls `onRefresh` per the rule above. */
export function useCountdown(closeAt: string | null, onRefresh: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const last = useRef(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = closeAt ? (new Date(closeAt).getTime() - now) / 1000 : 0;
  useEffect(() => {
    if (closeAt && shouldRefresh(left, last.current, now)) {
      last.current = now;
      refresh.current();
    }
  }, [closeAt, left, now]);
  return left;
}
