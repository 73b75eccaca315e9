import { describe, expect, it } from 'vitest';
import {
  clampToViewport,
  DRAG_DELAY_MS,
  EDGE,
  initialPosition,
  isDragActive,
  isSwipe,
  moveByKey,
  TILT_LIMIT,
  tiltFor,
} from '../hooks/drag';

const button = { width: 56, height: 56 };
const phone = { width: 390, height: 844 };

describe('mini-game drag rules (spec 001 §2)', () => {
  it('starts a drag only after the 150 ms delay; a shorter press stays a click', () => {
    expect(DRAG_DELAY_MS).toBe(150);
    expect(isDragActive(1000, 1149)).toBe(false);
    expect(isDragActive(1000, 1150)).toBe(true);
    // Before the delay a small wobble is still a click; a real movement is a swipe (neither).
    expect(isSwipe(3, 4)).toBe(false);
    expect(isSwipe(9, 0)).toBe(true);
  });

  it('leans with the horizontal speed, clamped to ±25°, and not at all under reduced motion', () => {
    expect(TILT_LIMIT).toBe(25);
    expect(tiltFor(10, 20)).toBe(10); // 0.5 px/ms × 20
    expect(tiltFor(300, 10)).toBe(25);
    expect(tiltFor(-300, 10)).toBe(-25);
    expect(tiltFor(300, 10, true)).toBe(0);
    expect(tiltFor(5, 0)).toBe(0);
  });

  it('keeps the whole button inside a 390 px phone viewport', () => {
    expect(clampToViewport({ x: 500, y: -40 }, button, phone)).toEqual({ x: 390 - 56 - EDGE, y: EDGE });
    expect(clampToViewport({ x: -10, y: 2000 }, button, phone)).toEqual({ x: EDGE, y: 844 - 56 - EDGE });
    expect(clampToViewport({ x: 100, y: 200 }, button, phone)).toEqual({ x: 100, y: 200 });
  });

  it('restores a saved place, clamped when the window is now smaller, and ignores damaged values', () => {
    expect(initialPosition('{"x":1200,"y":300}', button, phone)).toEqual({ x: 390 - 56 - EDGE, y: 300 });
    expect(initialPosition('{"x":40,"y":60}', button, phone)).toEqual({ x: 40, y: 60 });
    const fallback = initialPosition(null, button, phone);
    expect(initialPosition('not json', button, phone)).toEqual(fallback);
    expect(fallback.x + button.width).toBeLessThanOrEqual(phone.width);
    // It starts in the float band at the bottom (above the chat bubble), never mid-page on the controls.
    expect(fallback.y).toBe(844 - 56 - 140);
  });

  it('moves with the arrow keys (Shift for large steps) and never off screen', () => {
    expect(moveByKey('ArrowLeft', false, { x: 100, y: 100 }, button, phone)).toEqual({ x: 84, y: 100 });
    expect(moveByKey('ArrowDown', true, { x: 100, y: 100 }, button, phone)).toEqual({ x: 100, y: 164 });
    expect(moveByKey('ArrowRight', true, { x: 300, y: 100 }, button, phone)).toEqual({ x: 390 - 56 - EDGE, y: 100 });
    expect(moveByKey('Enter', false, { x: 100, y: 100 }, button, phone)).toBeNull();
  });
});
