/**
 * Spec 000 §7: "Image and game CDNs are picked at random from the configured lists" (status
 * `info.imageCDNs`, `info.launchGameCDNs`; ADR 056). One CDN of each list is picked once per page
 * load; a picture that fails on it tries the next one of the list (wrapping), then the site's own
 * origin. Only server-relative paths (`/res/games/1.png`) move to a CDN: an absolute URL is an
 * operator's explicit choice and stays as it is. Empty lists change nothing.
 */

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
const EMPTY: Order = { image: [], game: [] };
let lists = { image: '', game: '' };
let order: Order = EMPTY;
const listeners = new Set<() => void>();

/**
 * Sets the lists from the status answer. The pick is made the first time and kept while the lists
 * stay the same (status refreshes every 30 s): one page load, one CDN, so the browser cache holds.
 */
export function configureCdns(image: readonly string[], game: readonly string[], random: () => number = Math.random): void {
  const next = { image: image.join('\n'), game: game.join('\n') };
  if (next.image === lists.image && next.game === lists.game) return;
  lists = next;
  order = { image: rotate(image, random), game: rotate(game, random) };
  for (const l of listeners) l();
}

export const cdnOrder = (): Order => order;

export function subscribeCdns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's own pages a launch answer can name (in-house games, lottery): they never move to a CDN. */
const OWN_PAGES = ['/house-games/', '/lott', '/elott', '/lottery', '/vnLottery', '/seamless', '/trial', '/house/'];

/**
 * A launch answer's URL with the picked game CDN: only a relative path to a vendor's static game
 * (not one of our own pages) moves; absolute vendor URLs are left alone.
 */
export function gameUrl(url: string, game: readonly string[] = order.game): string {
  if (!isRelative(url) || !game.length || OWN_PAGES.some((p) => url.startsWith(p))) return url;
  return onCdn(game[0] as string, url);
}
