/**
 * Spec 000 §7: "Image and game CDNs are picked at random from the configured lists" (status
 * `info.imageCDNs`, `info.launchGameCDNs`; ADR 056). One CDN of each list is picked once per page
 * load; a picture that fails on it tries the next one of the list (wrapping), then the site's own
 * origin. Only server-relative paths (`/res/games/1.png`) move to a CDN: an absolute URL is an
 * operator's explicit choice and stays as it is. Empty lists change nothing.
 *
 * One small module in the first chunk (the status sets the lists there): split into chunks of its
 * own it cost the home route more than the code itself (budget, ADR 056).
 */
import { type SyntheticEvent, useState, useSyncExternalStore } from 'react';

type Lists = { image: readonly string[]; game: readonly string[] };

/** The lists in the order to try: the random pick first, then the rest of the list after it. */
export function rotate(list: readonly string[], random: () => number): string[] {
  const usable = list.map((s) => s.trim()).filter(Boolean);
  const start = Math.min(usable.length - 1, Math.floor(random() * usable.length));
  return start > 0 ? [...usable.slice(start), ...usable.slice(0, start)] : usable;
}

/** A path on our own origin: no scheme (`https:`, `data:`, `blob:`) and not protocol-relative (`//host`). */
export const isRelative = (src: string): boolean => !!src && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);

/**
 * `path` on one CDN. The CDN is a URL with an optional path prefix (`https://img.example/static/`)
 * or a bare host (`img.example`, loaded with the page's own scheme).
 */
export const onCdn = (cdn: string, path: string): string =>
  `${/^([a-z][a-z0-9+.-]*:)?\/\//i.test(cdn) ? cdn.replace(/\/+$/, '') : `//${cdn.replace(/\/+$/, '')}`}/${path.replace(/^\/+/, '')}`;

/** Every URL to try for one picture, in order; the last is always the original `src`. */
export const candidates = (src: string, order: readonly string[]): string[] =>
  isRelative(src) ? [...order.map((cdn) => onCdn(cdn, src)), src] : [src];

let lists: Lists = { image: [], game: [] };
let key = '\n';
let picked: { from: Lists; order: Lists } | null = null;
const listeners = new Set<() => void>();

/** From the status answer; the same lists again (a refresh every 30 s) keep the same pick. */
export function setCdnLists(image: readonly string[], game: readonly string[]): void {
  const next = `${image.join(' ')}\n${game.join(' ')}`;
  if (next === key) return;
  key = next;
  lists = { image, game };
  for (const l of listeners) l();
}

/**
 * The order to try for this page load: picked at random the first time the lists are read and
 * kept while they stay the same, so a page keeps one CDN and the browser's cache holds.
 */
export function cdnOrder(random: () => number = Math.random): Lists {
  if (picked?.from !== lists) picked = { from: lists, order: { image: rotate(lists.image, random), game: rotate(lists.game, random) } };
  return picked.order;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => cdnOrder();

/**
 * A picture's `src` on the picked image CDN and the `onError` that moves it to the next CDN, then to
 * our own origin. `onFinalError` runs when the last one fails too, so a caller keeps its own
 * placeholder. For Mantine's <Image> or any <img>.
 */
export function useCdnImage(src: string, onFinalError?: (e: SyntheticEvent<HTMLImageElement>) => void) {
  const urls = candidates(src, useSyncExternalStore(subscribe, snapshot, snapshot).image);
  // The failed count belongs to one src and one pick: a new picture (or new lists) starts again.
  const [tried, setTried] = useState({ key: '', n: 0 });
  const at = urls.join(' ');
  const n = tried.key === at ? tried.n : 0;
  return {
    src: urls[Math.min(n, urls.length - 1)] as string,
    onError: (e: SyntheticEvent<HTMLImageElement>) => (n < urls.length - 1 ? setTried({ key: at, n: n + 1 }) : onFinalError?.(e)),
  };
}

/** Test hook: the listener registry (the status sets lists; pictures re-render on a change). */
export const subscribeCdns = subscribe;
