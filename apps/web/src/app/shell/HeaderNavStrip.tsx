import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The header's strip of links. Where the labels do not fit beside the brand and the actions (English
 * at 1280 px cut "Promotions", Vietnamese cut three links; issue 29), the strip scrolls sideways and
 * says so: the edge with more links fades out and gets an arrow button that scrolls the strip by a
 * strip's width. The arrows are real buttons (Tab reaches them, Enter and Space press them); a
 * keyboard user tabbing along the links also gets each link scrolled into view by the browser.
 * Arrows appear only while the strip overflows, so a strip that fits looks as it did.
 */
export default function HeaderNavStrip({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('system');
  const id = useId();
  const strip = useRef<HTMLElement>(null);
  // Which edges have links beyond them ('' for none): a string, so an unchanged one renders nothing.
  const [more, setMore] = useState('');
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      // One pixel of slack: sub-pixel widths leave a fraction that is no link.
      setMore(max > 1 ? `${el.scrollLeft > 1 ? 'b' : ''}${el.scrollLeft < max - 1 ? 'a' : ''}` : '');
    };
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
  }, []);
  // The page's own link is in view when the page opens (on /promotions it sat under the fade), and
  // again once the arrows appear and narrow the strip.
  const { pathname } = useLocation();
  const overflowing = more !== '';
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
  const arrow = (after: boolean) => {
    const on = more.includes(after ? 'a' : 'b');
    return (
      <button
        type="button"
        className="arcadia-nav-arrow"
        data-direction={after ? 'after' : 'before'}
        aria-controls={id}
        aria-label={t(after ? 'nav.scrollAfter' : 'nav.scrollBefore')}
        // Dimmed, not removed, at the end it reached: a focused button that vanished would drop the keyboard's place.
        aria-disabled={!on}
        onClick={() => {
          const el = strip.current;
          // Right-to-left scripts are not among the six languages; the strip always reads left to right.
          if (on && el)
            el.scrollBy({
              left: (after ? 1 : -1) * Math.max(80, el.clientWidth - 48),
              behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
            });
        }}
      >
        {after ? '›' : '‹'}
      </button>
    );
  };
  return (
    // data-more-* name the edges with links beyond them; the fade is drawn there (app.css).
    <div className="arcadia-nav-strip" data-more-before={more.includes('b') || undefined} data-more-after={more.includes('a') || undefined}>
      {overflowing ? arrow(false) : null}
      <nav ref={strip} id={id} aria-label={label} className="arcadia-header-nav">
        {children}
      </nav>
      {overflowing ? arrow(true) : null}
    </div>
  );
}
