import { describe, expect, it } from 'vitest';
import { formatCountdown, shouldRefresh } from '../hooks/countdown';
import { quickNumbers, trendValues } from '../hooks/picks';

describe('lottery countdown', () => {
  it('shows hh:mm:ss, and --:--:-- under 2 s or over 1000 hours', () => {
    expect(formatCountdown(65)).toBe('00:01:05');
    expect(formatCountdown(2)).toBe('00:00:02');
    expect(formatCountdown(1.9)).toBe('--:--:--');
    expect(formatCountdown(1000 * 3600)).toBe('1000:00:00');
    expect(formatCountdown(1000 * 3600 + 1)).toBe('--:--:--');
  });
  it('refreshes under 1 s left, at most once per 5 s', () => {
    expect(shouldRefresh(0.5, 0, 10_000)).toBe(true);
    expect(shouldRefresh(0.5, 8_000, 10_000)).toBe(false);
    expect(shouldRefresh(1.5, 0, 10_000)).toBe(false);
    expect(shouldRefresh(-3, 5_000, 10_000)).toBe(true);
  });
});

describe('quick bet numbers', () => {
  it('SSC: five digits 0–9 (repeats allowed); 11X5: five distinct of 01–11', () => {
    let x = 0;
    const seq = () => {
      x = (x * 9301 + 49297) % 233280;
      return x / 233280;
    };
    for (let i = 0; i < 200; i++) {
      const ssc = quickNumbers('SSC', seq)!;
      expect(ssc).toHaveLength(5);
      expect(ssc.every((d) => /^[0-9]$/.test(d))).toBe(true);
      const e = quickNumbers('11X5', seq)!;
      expect(new Set(e).size).toBe(5);
      expect(e.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
    }
    expect(quickNumbers('VN')).toBeNull();
  });
  it('trend values: the digits, for VN the last two of the special prize', () => {
    expect(trendValues('SSC', '1,2,3,4,5')).toEqual(['1', '2', '3', '4', '5']);
    expect(trendValues('VN', '12345,99999')).toEqual(['4', '5']);
    expect(trendValues('THAI', '482193,071,552,903,903,47')).toEqual(['9', '3']);
  });
});
