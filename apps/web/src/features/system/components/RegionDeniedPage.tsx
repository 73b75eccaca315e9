import { Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconShield } from '../../../components/more-icons';

/** Region restriction (spec 001 §4): access denied, with the visitor's IP for support requests. */
export function RegionDeniedPage({ ip }: { ip: string }) {
  const { t } = useTranslation('system');
  return (
    <Stack align="center" gap="md" py={56} px="md" ta="center" maw={620} mx="auto">
      <ThemeIcon size={80} radius="xl" variant="light" color="red" aria-hidden="true">
        <IconShield size={44} />
      </ThemeIcon>
      <Title order={1}>{t('maintenance.regionTitle')}</Title>
      <Text size="lg">{t('maintenance.regionBody')}</Text>
      <Code fz="md" px="sm" py={4}>
        {t('maintenance.yourIp', { ip })}
      </Code>
    </Stack>
  );
}
