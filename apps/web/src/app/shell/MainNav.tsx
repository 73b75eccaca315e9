import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MAIN_NAV, paths } from '../../config/paths';

/** The main navigation links; `variant` picks header (desktop) or drawer (mobile) styling. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation('system');
  const links = MAIN_NAV.map((key) => (
    <NavLink
      key={key}
      to={paths[key]}
      end
      onClick={onNavigate}
      className={variant === 'header' ? 'arcadia-nav-link' : 'arcadia-drawer-link'}
    >
      {t(`nav.${key}`)}
    </NavLink>
  ));
  if (variant === 'drawer') return <nav aria-label={t('nav.label')}>{links}</nav>;
  return <HeaderNavStrip label={t('nav.label')}>{links}</HeaderNavStrip>;
}

type Overflow = { before: boolean; after: boolean };

/**
 * The header's strip of links. Where the labels do not fit beside the brand and the actions (English
 * at 1280 px cut "Promotions", Vietnamese cut three links; issue 29), the strip scrolls sideways and
 * says so: the edge with more links fades out and gets an arrow button that scrolls the strip by a
 * strip's width. The arrows are real buttons (Tab reaches them, Enter and Space press them); a
 * keyboard user tabbing along the links also gets each link scrolled into view by the browser.
 * Arrows appear only while the strip overflows, so a strip that fits looks as it did.
 */
function HeaderNavStrip({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('system');
  const id = useId();
  const strip = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // One pixel of slack: sub-pixel widths leave a fraction that is no link.
    const next = max > 1 ? { before: el.scrollLeft > 1, after: el.scrollLeft < max - 1 } : null;
    setOverflow((prev) => (prev?.before === next?.before && prev?.after === next?.after ? prev : next));
  }, []);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    measure();
    // The strip's own width changes with the window; its content's with the language and the fonts.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const link of Array.from(el.children)) observer.observe(link);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);
  // The page's own link is in view when the page opens (on /promotions it sat under the fade), and
  // again once the arrows appear and narrow the strip.
  const { pathname } = useLocation();
  const overflowing = overflow !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each page and when the arrows come; the link is read from the DOM.
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active) return;
    const start = active.offsetLeft - el.offsetLeft;
    // Set directly, not scrollIntoView: that would scroll the page too.
    if (start < el.scrollLeft) el.scrollLeft = start - 32;
    else if (start + active.offsetWidth > el.scrollLeft + el.clientWidth) el.scrollLeft = start + active.offsetWidth - el.clientWidth + 32;
  }, [pathname, overflowing]);
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    // Right-to-left scripts are not among the six languages; the strip always reads left to right.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * Math.max(80, el.clientWidth - 48), behavior: still ? 'auto' : 'smooth' });
  };
  const arrow = (direction: 1 | -1) => {
    const more = direction === 1 ? overflow?.after : overflow?.before;
    return (
      <button
        type="button"
        className="arcadia-nav-arrow"
        data-direction={direction === 1 ? 'after' : 'before'}
        aria-controls={id}
        aria-label={t(direction === 1 ? 'nav.scrollAfter' : 'nav.scrollBefore')}
        // Dimmed, not removed, at the end it reached: a focused button that vanished would drop the keyboard's place.
        aria-disabled={!more}
        onClick={() => {
          if (more) scroll(direction);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={direction === 1 ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'} fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    );
  };
  return (
    // data-more names the edges with links beyond them; the fade is drawn there (app.css).
    <div className="arcadia-nav-strip" data-more-before={overflow?.before || undefined} data-more-after={overflow?.after || undefined}>
      {overflow ? arrow(-1) : null}
      <nav ref={strip} id={id} aria-label={label} className="arcadia-header-nav">
        {children}
      </nav>
      {overflow ? arrow(1) : null}
    </div>
  );
}
