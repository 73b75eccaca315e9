import { useEffect, useReducer } from 'react';
import { SMS_READY, smsButtonReducer } from './sms-button-machine';

/** Runs the SMS button machine with a one-second timer; `resetKey` changes reset it (login type switch). */
export function useSmsButton(resetKey: unknown) {
  const [state, dispatch] = useReducer(smsButtonReducer, SMS_READY);
  const counting = state.status === 'countdown';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger itself
  useEffect(() => dispatch({ type: 'reset' }), [resetKey]);
  return [state, dispatch] as const;
}
