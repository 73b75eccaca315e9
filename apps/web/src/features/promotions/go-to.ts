import { type LinkTarget, linkTarget } from '@arcadia/contract';
import type { Promotion } from '@arcadia/contract/promotions';

/**
 * The promotion's "Go to" button: its redirect, else its external link. A page of this site is a
 * router navigation; another site opens in a new tab (never in this one, so a promotion cannot
 * swap the member's page for a look-alike); anything the link rule refuses shows no button.
 */
export function goToTarget(p: Pick<Promotion, 'redirect' | 'externalLink'>, origin: string): LinkTarget {
  const redirect = linkTarget(p.redirect, origin);
  return redirect.kind === 'none' ? linkTarget(p.externalLink, origin) : redirect;
}
