/**
 * The floating mini-game button's movement (spec 001 §2: drag delay 150 ms, horizontal tilt limit 25).
 * Pure functions so the rules are tested without a browser; MiniGame.tsx wires them to pointer and
 * keyboard events.
 */
export const DRAG_DELAY_MS = 150;
/** Degrees: the button leans with the horizontal drag speed, never further than this. */
export const TILT_LIMIT = 25;
/** Degrees of lean per px/ms of horizontal speed. */
const TILT_PER_SPEED = 20;
/** Space kept between the button and the viewport edge. */
export const EDGE = 8;
/** Keyboard step in px (Shift: a larger step). */
export const KEY_STEP = 16;
export const KEY_STEP_LARGE = 64;

export type Point = { x: number; y: number };
export type Box = { width: number; height: number };

/** Px a press may wander and still be a click. */
export const CLICK_SLOP = 8;

/** A press becomes a drag only once held for the delay; a shorter press is a click (opens the panel). */
export const isDragActive = (pressedAt: number, now: number) => now - pressedAt >= DRAG_DELAY_MS;
/** A quick swipe (moved further than the slop before the delay) is neither a drag nor a click: e.g. a scroll. */
export const isSwipe = (dx: number, dy: number) => Math.hypot(dx, dy) > CLICK_SLOP;

/** The lean for a horizontal movement of dx px over dt ms, clamped to ±TILT_LIMIT (0 under reduced motion). */
export function tiltFor(dx: number, dt: number, reducedMotion = false): number {
  if (reducedMotion || dt <= 0) return 0;
  const deg = (dx / dt) * TILT_PER_SPEED;
  return Math.max(-TILT_LIMIT, Math.min(TILT_LIMIT, deg)) || 0;
}

/** Keeps the button's top-left corner so the whole button stays inside the viewport (with EDGE margin). */
export function clampToViewport(p: Point, button: Box, viewport: Box): Point {
  const maxX = Math.max(EDGE, viewport.width - button.width - EDGE);
  const maxY = Math.max(EDGE, viewport.height - button.height - EDGE);
  return { x: Math.round(Math.min(maxX, Math.max(EDGE, p.x))), y: Math.round(Math.min(maxY, Math.max(EDGE, p.y))) };
}

/** Where the button starts: the saved place if any (clamped: the window may have shrunk), else right, a little below the middle (clear of the chat button in the corner). */
export function initialPosition(saved: string | null, button: Box, viewport: Box): Point {
  const parsed = parsePosition(saved);
  // The button starts in the float band (app.css, ADR 042): at the right edge, above the chat bubble
  // (72 px from the bottom, 56 px high), so it never sits on the page's own controls.
  const fromRight = viewport.width >= 768 ? 20 : EDGE * 2;
  const fallback = { x: viewport.width - button.width - fromRight, y: viewport.height - button.height - 140 };
  return clampToViewport(parsed ?? fallback, button, viewport);
}

export function parsePosition(saved: string | null): Point | null {
  if (!saved) return null;
  try {
    const v = JSON.parse(saved) as unknown;
    if (v && typeof v === 'object' && Number.isFinite((v as Point).x) && Number.isFinite((v as Point).y))
      return { x: (v as Point).x, y: (v as Point).y };
  } catch {
    // A damaged value is ignored: the button goes back to its default place.
  }
  return null;
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position after an arrow key (null for other keys), clamped to the viewport. */
export function moveByKey(key: string, large: boolean, p: Point, button: Box, viewport: Box): Point | null {
  const dir = ARROWS[key];
  if (!dir) return null;
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  return clampToViewport({ x: p.x + dir.x * step, y: p.y + dir.y * step }, button, viewport);
}
