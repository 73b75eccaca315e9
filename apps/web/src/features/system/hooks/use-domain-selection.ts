import { useCallback, useEffect, useRef } from 'react';
import { setApiBase } from '../../../lib/api-client';
import { selectDomain } from '../../../lib/domain-select';
import { useErrorBus } from '../../../lib/error-bus';
import { useStatus } from '../api/get-status';

/** Picks the API base from `status.info.gw`; when every domain fails, opens the domain-check modal. */
export function useDomainSelection(): { retry: () => void } {
  const { data } = useStatus();
  const gw = data?.info.gw;
  const key = gw?.join('|');
  const setFailed = useErrorBus((s) => s.setDomainCheckFailed);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (!gw || running.current) return;
    running.current = true;
    try {
      const choice = await selectDomain(gw, { fetch: (url, init) => fetch(url, init), now: Date.now, random: Math.random });
      if (choice) {
        setApiBase(choice.base);
        setFailed(false);
      } else setFailed(true);
    } finally {
      running.current = false;
    }
    // key captures gw's content; the array identity changes on every refetch
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  }, [key, setFailed]);

  useEffect(() => {
    void run();
  }, [run]);

  return { retry: () => void run() };
}
