import { type LinkTarget, linkTarget } from '@arcadia/contract';
import type { Promotion } from '@arcadia/contract/promotions';
import type { Banner } from '@arcadia/contract/promotions/home';
import { houseGamePath, paths } from '../../config/paths';

export type BannerTarget = LinkTarget;

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
  // The contract's one link rule decides; a link stored before it existed and refused now goes nowhere.
  const target = linkTarget(b.linkage, origin);
  if (target.kind !== 'external' || !username) return target;
  const url = new URL(target.href);
  url.searchParams.set('username', username);
  return { kind: 'external', href: url.toString() };
}

/**
 * The promotion's "Go to" button: its redirect, else its external link. A page of this site is a
 * router navigation; another site opens in a new tab (never in this one, so a promotion cannot
 * swap the member's page for a look-alike); anything the link rule refuses shows no button.
 */
export function goToTarget(p: Pick<Promotion, 'redirect' | 'externalLink'>, origin: string): LinkTarget {
  const redirect = linkTarget(p.redirect, origin);
  return redirect.kind === 'none' ? linkTarget(p.externalLink, origin) : redirect;
}
