import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { LoginPrompt } from '../../../features/games';
import { useSessionStore } from '../../../features/session';
import { useConsolidatedSettings } from '../../../features/system';

const LoginPopupModal = lazy(() => import('../auth/LoginPopupModal'));

/**
 * Spec 001 §6: a visitor who tries to play is prompted to log in, or sees the login popup when
 * the shell setting loginPop is on. Returns the trigger and the element to render.
 */
export function useLoginGate(): { requireLogin: () => void; gate: ReactNode; signedIn: boolean } {
  const loginPop = useConsolidatedSettings().data?.loginPop ?? false;
  const signedIn = useSessionStore((s) => s.token) !== null;
  const [open, setOpen] = useState(false);
  const requireLogin = useCallback(() => setOpen(true), []);
  const close = () => setOpen(false);
  const gate =
    open && !signedIn ? (
      <Suspense fallback={null}>{loginPop ? <LoginPopupModal opened onClose={close} /> : <LoginPrompt onClose={close} />}</Suspense>
    ) : null;
  return { requireLogin, gate, signedIn };
}
