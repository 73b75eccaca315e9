import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from '../../../lib/storage';
import { vendorsQuery } from '../api/get-vendors';
import { type LaunchTarget, type MaintenanceNotice, runLaunch, wantsWindow } from './launch-flow';

export type { LaunchTarget, MaintenanceNotice } from './launch-flow';

/** Launch with a login check first (a visitor is asked to log in), a pending marker and the maintenance notice. */
export function useLauncher(onLoginRequired: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [maintenance, setMaintenance] = useState<MaintenanceNotice | null>(null);

  const launch = useCallback(
    async (target: LaunchTarget) => {
      if (!getToken()) return onLoginRequired();
      const vendors = client.getQueryData(vendorsQuery().queryKey) ?? [];
      const popup = wantsWindow(target, vendors) ? window.open('about:blank', '_blank') : null;
      setPending('game' in target ? `${target.game.nodeId}:${target.trial === true}` : target.vendor.accountTypeName);
      try {
        setMaintenance(await runLaunch(target, { popup, vendors, navigate, pathname }));
      } finally {
        setPending(null);
      }
    },
    [client, navigate, pathname, onLoginRequired],
  );

  return { launch, pending, maintenance, clearMaintenance: () => setMaintenance(null) };
}
