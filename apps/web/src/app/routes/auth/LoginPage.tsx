import { isRestricted } from '@arcadia/contract/accounts';
import { Anchor, Button, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { OnDemand } from '../../../components/LoadingCover';
import { IconCompass } from '../../../components/more-icons';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/session';
import { useConsolidatedSettings } from '../../../features/system';
import { SignInPanel } from './SignInPanel';

const LoginPopupModal = lazy(() => import('./LoginPopupModal'));

/** Login page (spec 000 §2): the sign-in panel, speed test, app download and the app panel; the minimal layout adds logo, language, customer service and copyright. */
export default function LoginPage() {
  const { t } = useTranslation(['system', 'common']);
  const { data } = useConsolidatedSettings();
  const token = useSessionStore((s) => s.token);
  const accountType = useSessionStore((s) => s.isAgent);
  const [popupOpen, setPopupOpen] = useState(true);
  // A free-play (type 4) account comes here to sign in with a real one ("Log in to bet" on the
  // lottery): sending it home again was a dead end (issue 29). A real account has nothing to do here.
  if (token && !(accountType != null && isRestricted(accountType))) return <Navigate to={paths.index} replace />;
  const speedTest = data?.resources.find((r) => r.resourceType === 'SpeedTest');
  const app = data?.resources.find((r) => (r.resourceType === 'IOS' || r.resourceType === 'Android') && r.qrCodeUrl);

  return (
    <Container size={960} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md">
            {data?.loginPop ? (
              <Stack align="center" gap="md" ta="center">
                <Title order={1}>{t('system:login.title')}</Title>
                <Button size="md" onClick={() => setPopupOpen(true)}>
                  {t('system:login.popupOpen')}
                </Button>
                {popupOpen ? (
                  <OnDemand>
                    <LoginPopupModal opened onClose={() => setPopupOpen(false)} />
                  </OnDemand>
                ) : null}
              </Stack>
            ) : (
              <SignInPanel headingId="login-title" />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} h="100%" component="aside" aria-labelledby="login-app-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="login-app-title">
                {t('system:login.appTitle')}
              </Title>
              <Text size="sm">{t('system:login.appBody')}</Text>
              {app?.qrCodeUrl ? <Image src={app.qrCodeUrl} alt={t('system:login.appQr')} w={140} h={140} radius="sm" /> : null}
              <Button component={Link} to={paths.download} variant="light">
                {t('system:login.download')}
              </Button>
              {speedTest ? (
                <Group>
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
                </Group>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
