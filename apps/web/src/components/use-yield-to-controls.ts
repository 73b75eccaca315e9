import { type RefObject, useEffect, useState } from 'react';

/**
 * What a player presses or types into: the things a floating widget must never sit on (the e2e
 * hit-test's set; a plain link in running text is not one).
 */
const CONTROL = 'button, input:not([type=hidden]), select, textarea, [role="button"], [role="slider"]';
/** A float comes back only after this long with nothing under it, so scrolling past a grid of cards does not make it blink. */
const RETURN_AFTER_MS = 300;

const floating = (el: Element | null): boolean => {
  for (let e = el; e && e !== document.body; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
  return false;
};

/**
 * Whether a control of the page itself (not another floating thing) lies under `own`'s box: a grid
 * of points over it (five across, three down, edges included) is hit-tested below it, so a button
 * that reaches under only the middle of a wide tip's edge counts too.
 */
export function controlUnder(own: HTMLElement): boolean {
  const r = own.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const inset = 2;
  const xs = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.min(r.right - inset, Math.max(r.left + inset, r.left + f * r.width)));
  const ys = [0, 0.5, 1].map((f) => Math.min(r.bottom - inset, Math.max(r.top + inset, r.top + f * r.height)));
  for (const [x, y] of xs.flatMap((x) => ys.map((y) => [x, y] as const))) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (own.contains(el) || floating(el)) continue;
      // The topmost thing of the page at this point decides.
      if (el.closest(CONTROL)) return true;
      break;
    }
  }
  return false;
}

/**
 * A floating widget (chat bubble, mini-game button, raffle tip) steps aside while a control of the
 * page lies under it (issue 29, ADR 042). On a phone the page's own bottom controls (Roll, Spin,
 * Deal, a bet slip) can be in the band the floats keep to until the player scrolls; the float hides
 * there instead of covering them, and comes back once nothing is under it. Checked on scroll and
 * resize, when the page's size changes, and twice a second for content that moves without either.
 * `active` false (say while the widget is dragged, or before it is shown) keeps it shown; becoming
 * true looks at once.
 */
export function useYieldToControls(ref: RefObject<HTMLElement | null>, active = true): boolean {
  const [yielding, setYielding] = useState(false);
  useEffect(() => {
    if (!active) {
      setYielding(false);
      return;
    }
    let frame = 0;
    let back = 0;
    const check = () => {
      frame = 0;
      // A tab in the background is not looked at: nobody taps it, and a phone keeps its battery.
      if (document.hidden) return;
      const el = ref.current;
      if (el && controlUnder(el)) {
        window.clearTimeout(back);
        back = 0;
        setYielding(true);
      } else if (!back) back = window.setTimeout(() => setYielding(false), RETURN_AFTER_MS);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const sized = new ResizeObserver(schedule);
    sized.observe(document.body);
    const timer = window.setInterval(schedule, 500);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(back);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      sized.disconnect();
      window.clearInterval(timer);
    };
  }, [ref, active]);
  return yielding;
}

/** The style a yielding float takes: gone from sight, from the pointer and from the tab order. */
export const YIELD_STYLE = { visibility: 'hidden', pointerEvents: 'none' } as const;
