import { CAPTCHA_ERRORS, PUZZLE, type PuzzleAnswer } from '@arcadia/contract/captcha/slider';

export type TraceVerdict = { ok: true } | { ok: false; code: (typeof CAPTCHA_ERRORS)[keyof typeof CAPTCHA_ERRORS] };

const cv = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  if (mean === 0) return 0;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
  return Math.sqrt(variance) / Math.abs(mean);
};

/**
 * Whether an answer is the hole's position, dragged the way a person drags (ADR 057). Pure, so
 * the thresholds are shown by unit tests; the position is checked last so a script learns
 * nothing about the hole from a refused trace.
 */
export function judgePuzzle(answer: PuzzleAnswer, truthX: number): TraceVerdict {
  // The schema checks each point is an array of three numbers; say so to the type system once.
  const trace = answer.trace as unknown as Array<[number, number, number]>;
  if (trace.length < PUZZLE.minPoints) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
  const first = trace[0]!;
  const last = trace[trace.length - 1]!;
  const duration = last[2] - first[2];
  if (duration < PUZZLE.minDragMs) return { ok: false, code: CAPTCHA_ERRORS.sliderTooFast };
  if (duration > PUZZLE.maxDragMs) return { ok: false, code: CAPTCHA_ERRORS.sliderExpired };
  // Time runs forward, the piece stays on its track, and the trace ends where the answer says.
  for (let i = 1; i < trace.length; i++) if (trace[i]![2] < trace[i - 1]![2]) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
  if (trace.some(([x]) => x < -PUZZLE.piece || x > PUZZLE.width)) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
  if (Math.abs(last[0] - answer.x) > 2) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };

  const steps: number[] = [];
  const gaps: number[] = [];
  for (let i = 1; i < trace.length; i++) {
    const [x0, , t0] = trace[i - 1]!;
    const [x1, , t1] = trace[i]!;
    gaps.push(t1 - t0);
    if (t1 > t0) steps.push(Math.abs(x1 - x0) / (t1 - t0));
  }
  if (answer.input === 'keyboard') {
    // Arrow keys move in fixed steps on a flat line, so only the rhythm can tell a hand from a
    // timer: a perfectly even one is a script.
    if (gaps.every((g) => Math.abs(g - (gaps[0] as number)) < 1)) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
  } else {
    const ys = trace.map(([, y]) => y);
    const flat = Math.max(...ys) - Math.min(...ys) < 0.5;
    // A hand speeds up and slows down; a script moves at one speed, usually on a ruler-straight line.
    const speedVariation = steps.length > 1 ? cv(steps) : 0;
    if (flat && speedVariation < PUZZLE.minSpeedVariation) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
    if (speedVariation < PUZZLE.minSpeedVariation / 3) return { ok: false, code: CAPTCHA_ERRORS.sliderTrace };
  }
  if (Math.abs(answer.x - truthX) > PUZZLE.tolerance) return { ok: false, code: CAPTCHA_ERRORS.sliderMismatch };
  return { ok: true };
}
