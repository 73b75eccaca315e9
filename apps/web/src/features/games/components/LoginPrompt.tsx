import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A visitor tried to play or keep a favourite: games need a session (spec 001 §6). */
export default function LoginPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('games');
  return (
    <Modal opened onClose={onClose} centered title={t('login.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Text>{t('login.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" component={Link} to={paths.register} onClick={onClose}>
          {t('login.register')}
        </Button>
        <Button component={Link} to={paths.login} onClick={onClose} data-autofocus>
          {t('login.action')}
        </Button>
      </Group>
    </Modal>
  );
}
