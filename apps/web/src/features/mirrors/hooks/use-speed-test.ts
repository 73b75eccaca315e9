import { SPEED_TEST } from '@arcadia/contract/mirrors';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Measure } from './measure';

export type SpeedRow = { domain: string; ms: number | null };

/**
 * Spec 001 §4: the first test starts 500 ms after the list arrives; a re-test shows its loader
 * for at least 1 s so the page does not flicker. Domains are measured one after another so they
 * do not slow each other down.
 */
export function useSpeedTest(domains: string[] | undefined, measure: Measure) {
  const [rows, setRows] = useState<SpeedRow[]>([]);
  const [testing, setTesting] = useState(false);
  const run = useRef(0);

  const test = useCallback(
    async (list: string[], minLoaderMs: number) => {
      const id = ++run.current;
      setTesting(true);
      setRows(list.map((domain) => ({ domain, ms: null })));
      const started = Date.now();
      for (const domain of list) {
        const ms = await measure(domain);
        if (run.current !== id) return;
        setRows((r) => r.map((row) => (row.domain === domain ? { ...row, ms } : row)));
      }
      const rest = minLoaderMs - (Date.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
      if (run.current === id) setTesting(false);
    },
    [measure],
  );

  const key = domains?.join('|');
  useEffect(() => {
    if (!key) return;
    const list = key.split('|');
    setRows(list.map((domain) => ({ domain, ms: null })));
    const timer = setTimeout(() => void test(list, 0), SPEED_TEST.firstDelayMs);
    return () => {
      clearTimeout(timer);
      run.current++;
    };
  }, [key, test]);

  const retest = useCallback(() => {
    if (key) void test(key.split('|'), SPEED_TEST.retestLoaderMs);
  }, [key, test]);

  return { rows, testing, retest };
}
