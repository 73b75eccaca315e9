import { PROMOTION_SCROLL_DELAY_MS, PROMOTION_SCROLL_OFFSET_PX } from '@arcadia/contract/promotions';
import { useEffect } from 'react';

export const promotionAnchor = (id: number | string) => `promotion-${id}`;

/** The promotion a URL names: the hash (`#12`) or, failing that, the `id` query parameter. */
export function linkedPromotionId(hash: string, search: string): number | null {
  const raw = hash.replace(/^#/, '') || new URLSearchParams(search).get('id') || '';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spec 000 §2: a linked promotion opens, then after 400 ms the page scrolls it to 150 px below the
 * top (room for the sticky header). Runs again for every navigation (`navKey`), so a banner
 * clicked twice scrolls twice.
 */
export function useScrollToPromotion(id: number | null, ready: boolean, navKey: string, open: (id: number) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: navKey is the trigger: each navigation to the same id scrolls again
  useEffect(() => {
    if (!ready || id === null) return;
    open(id);
    const timer = window.setTimeout(() => {
      const el = document.getElementById(promotionAnchor(id));
      if (!el) return;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - PROMOTION_SCROLL_OFFSET_PX, behavior: 'smooth' });
      el.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    }, PROMOTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, ready, navKey, open]);
}
