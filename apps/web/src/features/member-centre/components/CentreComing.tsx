import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconClock } from '../../../components/more-icons';

/** A centre page a later release delivers: says so plainly, with no fake content. */
export function CentreComing({ page }: { page: string }) {
  const { t } = useTranslation('member-centre');
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="centre-coming">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconClock size={32} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(`page.${page}`)}
      </Title>
      <Text fw={500}>{t('coming.title')}</Text>
      <Text c="dimmed" size="sm">
        {t('coming.body')}
      </Text>
    </Stack>
  );
}

export default CentreComing;
