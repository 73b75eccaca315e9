import { CHAT_BADGE_MAX, CHAT_SNAP, CHAT_WINDOW } from '@arcadia/contract/support';

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/**
 * Spec 001 §9: after a drag the button snaps to the nearest screen corner, 16 px from the side
 * and 72 px from the top or bottom edge (clear of the header and the mobile bottom bar).
 */
export function snapToCorner(pos: Point, button: Size, viewport: Size): Point {
  const centreX = pos.x + button.width / 2;
  const centreY = pos.y + button.height / 2;
  const left = centreX < viewport.width / 2;
  const top = centreY < viewport.height / 2;
  return {
    x: left ? CHAT_SNAP.side : Math.max(0, viewport.width - CHAT_SNAP.side - button.width),
    y: top ? CHAT_SNAP.edge : Math.max(0, viewport.height - CHAT_SNAP.edge - button.height),
  };
}

/** Width 200–480 (and the screen), height at least 280 (and at most the screen). */
export function clampWindowSize(size: Size, viewport: Size): Size {
  const maxWidth = Math.max(CHAT_WINDOW.minWidth, Math.min(CHAT_WINDOW.maxWidth, viewport.width));
  const maxHeight = Math.max(CHAT_WINDOW.minHeight, viewport.height);
  return {
    width: Math.round(Math.min(maxWidth, Math.max(CHAT_WINDOW.minWidth, size.width))),
    height: Math.round(Math.min(maxHeight, Math.max(CHAT_WINDOW.minHeight, size.height))),
  };
}

/** Keeps a window's top-left corner so the window stays on screen (its header always reachable). */
export function clampWindowPosition(pos: Point, size: Size, viewport: Size): Point {
  return {
    x: Math.round(Math.min(Math.max(0, pos.x), Math.max(0, viewport.width - size.width))),
    y: Math.round(Math.min(Math.max(0, pos.y), Math.max(0, viewport.height - size.height))),
  };
}

/** The opening window: default size, bottom-right above the button's corner, inside the screen. */
export function initialWindow(viewport: Size): Point & Size {
  const size = clampWindowSize(
    { width: Math.min(CHAT_WINDOW.defaultWidth, viewport.width - 16), height: Math.min(CHAT_WINDOW.defaultHeight, viewport.height - 32) },
    viewport,
  );
  const pos = clampWindowPosition(
    { x: viewport.width - size.width - CHAT_SNAP.side, y: viewport.height - size.height - 16 },
    size,
    viewport,
  );
  return { ...pos, ...size };
}

/** Spec 001 §9: the unread badge shows dots above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CHAT_BADGE_MAX ? '...' : String(count);
}

/** Black or white text, whichever reads better on a #rgb / #rrggbb header colour (WCAG relative luminance). */
export function textOn(hex: string): '#000' | '#fff' {
  const h = hex.replace('#', '');
  const full = h.length === 3 || h.length === 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black (L+0.05)/0.05 against white 1.05/(L+0.05): black wins above ~0.179.
  return luminance > 0.179 ? '#000' : '#fff';
}
