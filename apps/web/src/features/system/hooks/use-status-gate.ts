import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStatus } from '../api/get-status';
import { systemKeys } from '../api/keys';

/** Sends visitors to /maintenance while the site is down or their region is blocked (spec 001 §4). */
export function useStatusGate(): void {
  const { data } = useStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const blocked = data != null && (data.maintenance != null || data.regionRestriction);

  useEffect(() => {
    if (blocked && pathname !== paths.maintenance) navigate(paths.maintenance, { replace: true });
  }, [blocked, pathname, navigate]);

  // Spec 000 §4: regaining page visibility triggers a status refresh.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void client.invalidateQueries({ queryKey: [...systemKeys.all, 'status'] });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client]);
}
