/**
 * Spec 000 §7: "Image and game CDNs are picked at random from the configured lists" (status
 * `info.imageCDNs`, `info.launchGameCDNs`; ADR 056). One CDN of each list is picked once per page
 * load; a picture that fails on it tries the next one of the list (wrapping), then the site's own
 * origin. Only server-relative paths (`/res/games/1.png`) move to a CDN: an absolute URL is an
 * operator's explicit choice and stays as it is. Empty lists change nothing.
 */
import { type CdnLists, cdnLists } from './cdn-lists';

/** The lists in the order to try: the random pick first, then the rest of the list after it. */
export function rotate(list: readonly string[], random: () => number): string[] {
  const usable = list.map((s) => s.trim()).filter(Boolean);
  if (usable.length < 2) return usable;
  const start = Math.min(usable.length - 1, Math.floor(random() * usable.length));
  return [...usable.slice(start), ...usable.slice(0, start)];
}

/** A path on our own origin: no scheme (`https:`, `data:`, `blob:`) and not protocol-relative (`//host`). */
export function isRelative(src: string): boolean {
  return src !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//');
}

/**
 * `path` on one CDN. The CDN is a URL with an optional path prefix (`https://img.example/static/`)
 * or a bare host (`img.example`, loaded with the page's own scheme).
 */
export function onCdn(cdn: string, path: string): string {
  const base = (/^[a-z][a-z0-9+.-]*:\/\//i.test(cdn) || cdn.startsWith('//') ? cdn : `//${cdn}`).replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Every URL to try for one picture, in order; the last is always the original `src`. */
export function candidates(src: string, order: readonly string[]): string[] {
  if (!isRelative(src)) return [src];
  return [...order.map((cdn) => onCdn(cdn, src)), src];
}

type Order = { image: readonly string[]; game: readonly string[] };
let memo: { from: CdnLists; order: Order } | null = null;

/**
 * The order to try for this page load: picked at random the first time the lists are read and
 * kept while they stay the same (status refreshes every 30 s), so a page keeps one CDN and the
 * browser's cache holds; an operator's change to a list picks again.
 */
export function cdnOrder(random: () => number = Math.random): Order {
  const from = cdnLists();
  if (memo?.from !== from) memo = { from, order: { image: rotate(from.image, random), game: rotate(from.game, random) } };
  return memo.order;
}
