import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
