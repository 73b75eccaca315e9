import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissFirstLogin, useFirstLogin } from '../api/first-login';

type Props = { session: string; onComplete: () => void };

/**
 * The first-login welcome (docs/adr/058): shown once after the member's very first login, listing
 * the profile items the merchant requires that are still empty. Closing it (or going to complete
 * the profile) is remembered on the server. A Mantine modal: focus is trapped, Escape closes it,
 * the title and body label the dialog for screen readers.
 */
export default function FirstLoginWelcome({ session, onComplete }: Props) {
  const { t, ready } = useTranslation('profile');
  const { data } = useFirstLogin(session);
  const [closed, setClosed] = useState(false);
  if (!ready || !data?.show || closed) return null;
  const close = () => {
    setClosed(true);
    // A failed dismissal only means the welcome shows again at the next login.
    void dismissFirstLogin().catch(() => undefined);
  };
  return (
    <Modal
      opened
      onClose={close}
      centered
      title={t('welcome.title', { account: data.account })}
      closeButtonProps={{ 'aria-label': t('welcome.later') }}
      data-testid="first-login-welcome"
    >
      <Stack gap="sm">
        <Text>{t('welcome.body')}</Text>
        {data.missing.length ? (
          <>
            <Text fw={600} id="first-login-missing">
              {t('welcome.missing')}
            </Text>
            <List aria-labelledby="first-login-missing" size="sm">
              {data.missing.map((item) => (
                <List.Item key={item}>{t(`welcome.item.${item}`)}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('welcome.later')}
          </Button>
          {data.missing.length ? (
            <Button
              onClick={() => {
                close();
                onComplete();
              }}
            >
              {t('welcome.complete')}
            </Button>
          ) : (
            <Button onClick={close}>{t('welcome.start')}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
