import { LOADING_COVER_CAP_MS } from '@arcadia/contract';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
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
