import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/logout';
import { sessionStore } from '../stores/session-store';

/** Sign out with a confirmation (spec 000 §4 "Logout"). `onSignedOut` resets what other features hold and navigates. */
export function LogoutButton({ onSignedOut }: { onSignedOut: () => void | Promise<void> }) {
  const { t } = useTranslation('session');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    // The server ends the session when it can; the client forgets it either way.
    await logout().catch(() => null);
    setBusy(false);
    setOpen(false);
    // Leave member-only pages first, so their guard does not send the visitor to /login.
    await onSignedOut();
    sessionStore.getState().clear('logout');
  };
  return (
    <>
      <Button size="xs" variant="outline" className="arcadia-header-button" onClick={() => setOpen(true)}>
        {t('logout.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('logout.title')}
        centered
        closeButtonProps={{ 'aria-label': t('logout.cancel') }}
      >
        <Stack gap="md">
          <Text>{t('logout.confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              {t('logout.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={busy} data-autofocus>
              {t('logout.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export default LogoutButton;
