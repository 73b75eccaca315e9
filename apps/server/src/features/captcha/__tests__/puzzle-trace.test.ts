import { CAPTCHA_ERRORS, PUZZLE } from '@arcadia/contract/captcha/slider';
import { describe, expect, it } from 'vitest';
import { judgePuzzle } from '../puzzle.trace.js';
import { humanTrace, robotTrace } from './drag.js';

const answer = (x: number, trace: [number, number, number][], input: 'pointer' | 'keyboard' = 'pointer') => ({
  challenge: 'c',
  x,
  trace,
  input,
});

describe('the puzzle judge (ADR 057)', () => {
  it('passes a hand-like drag onto the hole, within the tolerance', () => {
    expect(judgePuzzle(answer(150, humanTrace(150)), 150)).toEqual({ ok: true });
    expect(judgePuzzle(answer(150 + PUZZLE.tolerance, humanTrace(150 + PUZZLE.tolerance)), 150)).toEqual({ ok: true });
  });

  it('refuses a piece left beside the hole', () => {
    const x = 150 + PUZZLE.tolerance + 1;
    expect(judgePuzzle(answer(x, humanTrace(x)), 150)).toEqual({ ok: false, code: CAPTCHA_ERRORS.sliderMismatch });
  });

  it('refuses a drag faster than a hand (too fast), even onto the hole', () => {
    expect(judgePuzzle(answer(150, humanTrace(150, PUZZLE.minDragMs - 50)), 150)).toEqual({
      ok: false,
      code: CAPTCHA_ERRORS.sliderTooFast,
    });
  });

  it('refuses a straight line at constant speed, even onto the hole', () => {
    expect(judgePuzzle(answer(150, robotTrace(150)), 150)).toEqual({ ok: false, code: CAPTCHA_ERRORS.sliderTrace });
  });

  it('refuses a trace that does not end where the answer says, or runs back in time, or has too few samples', () => {
    expect(judgePuzzle(answer(150, humanTrace(120)), 150).ok).toBe(false);
    const backwards = humanTrace(150);
    backwards[5]![2] = 5000;
    expect(judgePuzzle(answer(150, backwards), 150)).toEqual({ ok: false, code: CAPTCHA_ERRORS.sliderTrace });
    expect(judgePuzzle(answer(150, humanTrace(150).slice(-3)), 150)).toEqual({ ok: false, code: CAPTCHA_ERRORS.sliderTrace });
  });

  it('keyboard: uneven key rhythm passes, a timer-even one does not', () => {
    const steps = (gap: (i: number) => number) => {
      let t = 0;
      return Array.from({ length: 16 }, (_, i) => {
        if (i) t += gap(i);
        return [i * 10, 0, t] as [number, number, number];
      });
    };
    expect(
      judgePuzzle(
        answer(
          150,
          steps((i) => 90 + ((i * 37) % 60)),
          'keyboard',
        ),
        150,
      ),
    ).toEqual({ ok: true });
    expect(
      judgePuzzle(
        answer(
          150,
          steps(() => 100),
          'keyboard',
        ),
        150,
      ),
    ).toEqual({ ok: false, code: CAPTCHA_ERRORS.sliderTrace });
  });
});
