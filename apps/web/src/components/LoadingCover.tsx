import { LOADING_COVER_CAP_MS } from '@arcadia/contract';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-page cover while `loading`, never longer than the spec's 3 s cap (spec 000 §9). */
export function LoadingCover({ loading }: { loading: boolean }) {
  const { t } = useTranslation('common');
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), LOADING_COVER_CAP_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!loading || expired) return null;
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 300, background: 'var(--mantine-color-body)' }} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/**
 * A layer (dialog, drawer) whose code loads when the user asks for it. Until the code is in, the
 * loading cover answers the click (spec 000 §9, capped at 3 s). With `fallback={null}` a slow
 * network left the click without any answer, and users clicked again. (Kept in this module, which
 * the first load already has, so the home route's scripts do not grow by a chunk.)
 */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingCover loading />}>{children}</Suspense>;
}
