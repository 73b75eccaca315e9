import { useEffect, useState } from 'react';

/** Seconds left before another code may be asked for (the server allows one a minute). */
export function useCodeCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
}

/** The server's message when there is one (already in the member's language), else the fallback. */
export const messageOf = (e: unknown, fallback: string) =>
  e instanceof Error && e.message && e.name !== 'TypeError' ? e.message : fallback;
