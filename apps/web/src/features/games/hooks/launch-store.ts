import type { LaunchResult } from '@arcadia/contract/games';
import { HOUSE_GAME_IDS, type HouseGameId } from '@arcadia/contract/house-games';

/** What `/seamless` and `/trial` show: the last launch of this tab, so a reload keeps the game. */
export type StoredLaunch = { url: string; vendor: string; trial: boolean; gameType: string; title: string };

/** One per page, so a free trial does not take the place of the game open in `/seamless`. */
const keyOf = (trial: boolean) => `arcadia.games.launch.${trial ? 'trial' : 'real'}`;

export function saveLaunch(launch: StoredLaunch): void {
  try {
    sessionStorage.setItem(keyOf(launch.trial), JSON.stringify(launch));
  } catch {
    // storage refused (privacy mode): the page then says no game is open
  }
}

export function readLaunch(trial: boolean): StoredLaunch | null {
  try {
    const raw = sessionStorage.getItem(keyOf(trial));
    const launch = raw ? (JSON.parse(raw) as StoredLaunch) : null;
    return launch && typeof launch.url === 'string' && launch.trial === trial ? launch : null;
  } catch {
    return null;
  }
}

export const launchOf = (res: LaunchResult, gameType: string, title: string): StoredLaunch => ({
  url: res.game_url || res.gameUrl,
  vendor: res.vendor,
  trial: res.trial,
  gameType,
  title,
});

/**
 * The in-house vendor's launch URL (`/house-games/play?game=…&mode=…` on our own origin) names a
 * game this app plays in place instead of framing a page. Anything else is a vendor's page.
 */
export function houseLaunch(url: string, origin: string, housePath: string): { game: HouseGameId; mode: 'real' | 'trial' } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.pathname !== housePath) return null;
  const game = parsed.searchParams.get('game');
  if (!(HOUSE_GAME_IDS as readonly string[]).includes(game ?? '')) return null;
  return { game: game as HouseGameId, mode: parsed.searchParams.get('mode') === 'trial' ? 'trial' : 'real' };
}
