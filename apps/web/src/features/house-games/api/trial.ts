import { useEffect, useState } from 'react';
import { startTrial } from './house';

const TRIAL_STORAGE = 'arcadia.house.trial';

/** Demo credits survive a reload of the tab, not a new tab. */
export function useTrialId(enabled: boolean) {
  const [trialId, setTrialId] = useState<string | null>(() => (enabled ? sessionStorage.getItem(TRIAL_STORAGE) : null));
  const [error, setError] = useState<string | null>(null);
  const restart = () => {
    setError(null);
    startTrial().then(
      (s) => {
        sessionStorage.setItem(TRIAL_STORAGE, s.trialId);
        setTrialId(s.trialId);
      },
      (e: Error) => setError(e.message || 'error'),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: start once per mode
  useEffect(() => {
    if (enabled && !trialId) restart();
  }, [enabled]);
  return { trialId: enabled ? trialId : null, error, restart };
}
