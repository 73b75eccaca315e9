import { GAMES_ERRORS, type LaunchResult, type SlotGame, type VendorCard } from '@arcadia/contract/games';
import { paths } from '../../../config/paths';
import { ApiError, reportError } from '../../../lib/api-client';
import { gameUrl } from '../../../lib/cdn-game';
import { launchGame, launchVendor } from '../api/launch';
import { launchOf, saveLaunch } from './launch-store';

export type LaunchTarget = { game: SlotGame; trial?: boolean } | { vendor: VendorCard };
export type MaintenanceNotice = { vendor: string; start: string; end: string };
type Navigate = (to: string, opts: { replace: boolean }) => void;

/** Real play of a vendor that opens outside the app (ALB, BBIN: spec 001 §9) needs a window. */
export function wantsWindow(target: LaunchTarget, vendors: readonly VendorCard[]): boolean {
  if ('game' in target && target.trial) return false;
  const code = 'game' in target ? target.game.vassalage : target.vendor.accountTypeName;
  const mode = 'vendor' in target ? target.vendor.windowMode : vendors.find((v) => v.accountTypeName === code)?.windowMode;
  return (mode ?? 'inapp') !== 'inapp';
}

/**
 * Spec 001 §4 game launch after the login check. `popup` is the window the click opened (it has to
 * open on the click itself, or the browser blocks it): it receives the game URL, or is closed when
 * none comes. In-app games go to `/seamless` (`/trial` for free play), replacing it when already there.
 */
export async function runLaunch(
  target: LaunchTarget,
  ctx: { popup: Window | null; vendors: readonly VendorCard[]; navigate: Navigate; pathname: string },
): Promise<MaintenanceNotice | null> {
  const trial = 'game' in target && target.trial === true;
  const code = 'game' in target ? target.game.vassalage : target.vendor.accountTypeName;
  const { popup } = ctx;
  let res: LaunchResult;
  try {
    res = 'game' in target ? await launchGame(target.game.nodeId, trial) : await launchVendor(code);
  } catch (e) {
    popup?.close();
    if (e instanceof ApiError && e.code === GAMES_ERRORS.underMaintenance) {
      const w = (e.details ?? {}) as { start?: string; end?: string };
      const name = ctx.vendors.find((v) => v.accountTypeName === code)?.displayName ?? code;
      return { vendor: name, start: w.start ?? '', end: w.end ?? '' };
    }
    if (e instanceof ApiError) reportError(e);
    return null;
  }
  // A relative path to a vendor's static game loads from the picked game CDN (spec 000 §7, ADR 056).
  const url = gameUrl(res.game_url || res.gameUrl);
  if (!url) {
    popup?.close();
    return null;
  }
  if (popup) {
    popup.opener = null;
    popup.location.href = url;
    return null;
  }
  const gameType = 'game' in target ? target.game.gameType : target.vendor.gameType;
  const title = 'game' in target ? target.game.nodeName : target.vendor.displayName;
  saveLaunch({ ...launchOf(res, gameType, title), url });
  const page = res.trial ? paths.trial : paths.seamless;
  ctx.navigate(`${page}?gameType=${encodeURIComponent(gameType)}`, { replace: ctx.pathname === page });
  return null;
}
