import { describe, expect, it } from 'vitest';
import { formatCountdown, tipPhase } from '../tip-state';

const s = { time: '2026-06-01T12:00:00Z', due: '2026-06-01T13:00:00Z', isClaimed: false };
const at = (iso: string) => Date.parse(iso);

describe('raffle tip', () => {
  it('counts down to the start, then offers the claim, then disappears at the due time', () => {
    expect(tipPhase(s, at('2026-06-01T11:59:00Z'))).toEqual({ kind: 'countdown', ms: 60_000 });
    expect(tipPhase(s, at('2026-06-01T12:00:00Z'))).toEqual({ kind: 'claim' });
    expect(tipPhase(s, at('2026-06-01T13:00:00Z'))).toEqual({ kind: 'gone' });
  });
  it('is gone once claimed or when there is no raffle', () => {
    expect(tipPhase({ ...s, isClaimed: true }, at('2026-06-01T12:30:00Z'))).toEqual({ kind: 'gone' });
    expect(tipPhase(null, 0)).toEqual({ kind: 'gone' });
  });
  it('formats the countdown', () => {
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
  });
});
