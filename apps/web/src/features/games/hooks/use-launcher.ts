import { GAMES_ERRORS, type LaunchResult, type SlotGame, type VendorCard } from '@arcadia/contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, reportError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { vendorsQuery } from '../api/get-vendors';
import { launchGame, launchVendor } from '../api/launch';
import { launchOf, saveLaunch } from './launch-store';

export type LaunchTarget = { game: SlotGame; trial?: boolean } | { vendor: VendorCard };
export type MaintenanceNotice = { vendor: string; start: string; end: string };

/**
 * Spec 001 §4 game launch: a visitor is asked to log in; the vendor's window setting decides
 * between the in-app page (`/seamless`, replaced when already there; `/trial` for free play) and a
 * new window. The window opens on the click (a later one is blocked as a popup) and is closed
 * again when no game URL comes back.
 */
export function useLauncher(onLoginRequired: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceNotice | null>(null);

  const launch = useCallback(
    async (target: LaunchTarget) => {
      if (!getToken()) {
        onLoginRequired();
        return;
      }
      const trial = 'game' in target && target.trial === true;
      const code = 'game' in target ? target.game.vassalage : target.vendor.accountTypeName;
      const vendor = (client.getQueryData(vendorsQuery().queryKey) ?? []).find((v) => v.accountTypeName === code);
      const windowMode = 'vendor' in target ? target.vendor.windowMode : (vendor?.windowMode ?? 'inapp');
      const popup = !trial && windowMode !== 'inapp' ? window.open('about:blank', '_blank') : null;
      const id = 'game' in target ? `${target.game.nodeId}:${trial}` : code;
      setPending(id);
      let res: LaunchResult;
      try {
        res = 'game' in target ? await launchGame(target.game.nodeId, trial) : await launchVendor(code);
      } catch (e) {
        popup?.close();
        if (e instanceof ApiError && e.code === GAMES_ERRORS.underMaintenance) {
          const w = (e.details ?? {}) as { start?: string; end?: string };
          setMaintenance({ vendor: vendor?.displayName ?? code, start: w.start ?? '', end: w.end ?? '' });
        } else if (e instanceof ApiError) reportError(e);
        return;
      } finally {
        setPending(null);
      }
      const url = res.game_url || res.gameUrl;
      if (!url) {
        popup?.close();
        return;
      }
      if (popup) {
        popup.opener = null;
        popup.location.href = url;
        return;
      }
      const gameType = 'game' in target ? target.game.gameType : target.vendor.gameType;
      const title = 'game' in target ? target.game.nodeName : target.vendor.displayName;
      saveLaunch(launchOf(res, gameType, title));
      const page = res.trial ? paths.trial : paths.seamless;
      navigate(`${page}?gameType=${encodeURIComponent(gameType)}`, { replace: location.pathname === page });
    },
    [client, navigate, location.pathname, onLoginRequired],
  );

  return { launch, pending, maintenance, clearMaintenance: () => setMaintenance(null) };
}
