import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** What a visitor sees from the referral button: how referral works and the way to join. */
export default function ReferralOverviewModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('member-centre');
  return (
    <Modal opened onClose={onClose} title={t('referral.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm" data-testid="referral-overview">
        <Text>{t('referral.intro')}</Text>
        <List type="ordered" spacing={4}>
          <List.Item>{t('referral.step1')}</List.Item>
          <List.Item>{t('referral.step2')}</List.Item>
          <List.Item>{t('referral.step3')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button component={Link} to={paths.login} onClick={onClose} variant="default">
            {t('referral.login')}
          </Button>
          <Button component={Link} to={paths.register} onClick={onClose}>
            {t('referral.register')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
