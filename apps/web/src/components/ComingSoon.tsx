import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconClock } from './icons';

/** A page that explains why it cannot open, with the way back home. */
export function PageNotice({ title, body, homeHref }: { title: string; body: string; homeHref: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" maw={560} mx="auto">
      <Title order={1}>{title}</Title>
      <Text size="lg" role="alert">
        {body}
      </Text>
      <Button component={Link} to={homeHref} size="md">
        {t('action.backHome')}
      </Button>
    </Stack>
  );
}

/** Honest placeholder for pages a later release delivers: no fake content. */
export function ComingSoon({ title, homeHref }: { title: string; homeHref: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" maw={560} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
        <IconClock size={40} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text size="lg" fw={500}>
        {t('comingSoon.title')}
      </Text>
      <Text c="dimmed">{t('comingSoon.body')}</Text>
      <Button component={Link} to={homeHref} size="md">
        {t('action.backHome')}
      </Button>
    </Stack>
  );
}
