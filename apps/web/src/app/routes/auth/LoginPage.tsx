import { Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconClock, IconCompass } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useConsolidatedSettings } from '../../../features/system';

/** Login page shell (spec 000 §2). The sign-in form itself arrives with the session issue. */
export default function LoginPage() {
  const { t } = useTranslation(['system', 'common']);
  const { data } = useConsolidatedSettings();
  const speedTest = data?.resources.find((r) => r.resourceType === 'SpeedTest');

  return (
    <Container size={480} py={48}>
      <Paper withBorder radius="lg" p="xl" shadow="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconClock size={34} />
          </ThemeIcon>
          <Title order={1}>{t('system:login.title')}</Title>
          <Text>{t('system:login.soon')}</Text>
          <Button component={Link} to={paths.home} fullWidth size="md">
            {t('common:action.backHome')}
          </Button>
          <Group justify="center" gap="lg" mt="sm">
            {speedTest ? (
              <Anchor
                href={speedTest.url}
                target="_blank"
                rel="noopener noreferrer"
                display="inline-flex"
                style={{ gap: 6, alignItems: 'center' }}
              >
                <IconCompass size={18} />
                {t('system:login.speedTest')}
              </Anchor>
            ) : null}
            <Anchor component={Link} to={paths.download}>
              {t('system:login.download')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
