import { cdnOrder, isRelative, onCdn } from './cdn';

/** The app's own pages a launch answer can name (in-house games, lottery): they never move to a CDN. */
const OWN_PAGES = ['/house-games/', '/house/', '/lott', '/elott', '/lottery', '/vnLottery', '/seamless', '/trial'];

/**
 * A launch answer's URL on the picked game CDN (spec 000 §7, ADR 056): only a relative path to a
 * vendor's static game (not one of our own pages) moves; absolute vendor URLs stay as they are.
 * No fallback: a framed or popped-up game's failure cannot be seen from this page (ADR 056).
 */
export function gameUrl(url: string, game: readonly string[] = cdnOrder().game): string {
  if (!isRelative(url) || !game.length || OWN_PAGES.some((p) => url.startsWith(p))) return url;
  return onCdn(game[0] as string, url);
}
