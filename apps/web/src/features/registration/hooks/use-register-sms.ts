import { useEffect, useRef, useState } from 'react';

export type RegisterSmsState = { status: 'ready' } | { status: 'loading' } | { status: 'countdown'; remaining: number };

/** Spec 000 §4: the registration button counts 60 s after the first code, 120 s after each later one. */
export const countdownFor = (sent: number) => (sent <= 1 ? 60 : 120);

export function useRegisterSms(send: () => Promise<void>) {
  const [state, setState] = useState<RegisterSmsState>({ status: 'ready' });
  const sent = useRef(0);
  useEffect(() => {
    if (state.status !== 'countdown') return;
    const id = setTimeout(
      () => setState(state.remaining > 1 ? { status: 'countdown', remaining: state.remaining - 1 } : { status: 'ready' }),
      1000,
    );
    return () => clearTimeout(id);
  }, [state]);
  const request = async () => {
    if (state.status !== 'ready') return;
    setState({ status: 'loading' });
    try {
      await send();
      sent.current += 1;
      setState({ status: 'countdown', remaining: countdownFor(sent.current) });
    } catch {
      setState({ status: 'ready' });
    }
  };
  return { state, request };
}
