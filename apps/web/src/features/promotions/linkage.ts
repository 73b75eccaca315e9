import type { Banner } from '@arcadia/contract/promotions/home';
import { houseGamePath, paths } from '../../config/paths';

export type BannerTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/** The in-house vendor: its games open on their own page; other vendors go through the launch page. */
const HOUSE_VENDOR = 'ARCADIA';

/** `promotions?t=…#{id}` (spec 000 §2): the timestamp makes a repeat click a new navigation that scrolls again. */
export function promotionLink(id: number | string | null, now = Date.now()): string {
  return id ? `${paths.promotions}?t=${now}#${id}` : paths.promotions;
}

/**
 * Where a banner click goes (spec 001 §2): URL — an external link gets the member's username as a
 * query parameter, an internal one (starting with "/") is a route; P — the promotions page, with
 * the promotion's anchor when given; G — launches the vendor's game.
 */
export function bannerTarget(b: Banner, username: string | null, origin: string, now = Date.now()): BannerTarget {
  if (b.linkageType === 'P') return { kind: 'internal', to: promotionLink(b.linkage.trim() || null, now) };
  if (b.linkageType === 'G') {
    const game = b.roomId ?? b.nodeId ?? '';
    if (b.vendor === HOUSE_VENDOR && game) return { kind: 'internal', to: houseGamePath(game) };
    const query = new URLSearchParams({
      vendor: b.vendor ?? '',
      ...(b.roomId ? { roomId: b.roomId } : {}),
      ...(b.nodeId ? { nodeId: b.nodeId } : {}),
    });
    return { kind: 'internal', to: `${paths.seamless}?${query}` };
  }
  // The server refuses unsafe links on write (the contract's link rule); this small check stays here
  // rather than importing the rule, which would add a chunk to the home page (200 KiB budget).
  const link = b.linkage.trim();
  if (!link || /[\\\s\p{Cc}]/u.test(link)) return { kind: 'none' };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  if (username) url.searchParams.set('username', username);
  return { kind: 'external', href: url.toString() };
}
