import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '../../../components/LoadingCover';
import { type CentreKind, useCentreStore } from '../stores/centre-store';

/**
 * The right-hand container a centre renders into (spec 000 §2). While the centre's inputs load,
 * the loading cover shows (capped at 3 s by LoadingCover); the body appears once loaded.
 */
export function CentreDrawer({ kind, children }: { kind: CentreKind; children: ReactNode }) {
  const { t } = useTranslation('member-centre');
  const state = useCentreStore((s) => s[kind]);
  const close = useCentreStore((s) => s.close);
  return (
    <>
      {state.shown && !state.loaded ? <LoadingCover loading /> : null}
      <Drawer
        opened={state.shown}
        onClose={() => close(kind)}
        position="right"
        size="min(960px, 100%)"
        title={t(`${kind}.title`)}
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid={`${kind}-centre`}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {state.loaded ? children : null}
      </Drawer>
    </>
  );
}

export default CentreDrawer;
