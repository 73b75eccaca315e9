import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation(['system', 'common']);
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Text fz={64} fw={800} aria-hidden="true" lh={1}>
        404
      </Text>
      <Title order={1}>{t('system:notFound.title')}</Title>
      <Text>{t('system:notFound.body')}</Text>
      <Button component={Link} to={paths.home}>
        {t('common:action.backHome')}
      </Button>
    </Stack>
  );
}
