import { useCallback, useEffect, useRef } from 'react';
import { setApiBase } from '../../../lib/api-client';
import { selectDomain } from '../../../lib/domain-select';
import { useErrorBus } from '../../../lib/error-bus';
import { useStatus } from '../api/get-status';

/** Picks the API base from `status.info.gw`; when every domain fails, opens the domain-check modal. */
export function useDomainSelection(): { retry: () => void } {
  const { data } = useStatus();
  const gw = data?.info.gw;
  // The array identity changes on every status refetch; rerun only when its content changes.
  const key = gw?.join('|');
  const gwRef = useRef(gw);
  gwRef.current = gw;
  const setFailed = useErrorBus((s) => s.setDomainCheckFailed);
  const running = useRef(false);

  const run = useCallback(async () => {
    const list = gwRef.current;
    if (!list || running.current) return;
    running.current = true;
    try {
      const choice = await selectDomain(list, { fetch: (url, init) => fetch(url, init), now: Date.now, random: Math.random });
      if (choice) {
        setApiBase(choice.base);
        setFailed(false);
      } else setFailed(true);
    } finally {
      running.current = false;
    }
  }, [setFailed]);

  useEffect(() => {
    if (key !== undefined) void run();
  }, [key, run]);

  return { retry: () => void run() };
}
