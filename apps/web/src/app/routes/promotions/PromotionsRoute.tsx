import { Container, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { MyClaims, PromotionsPanel } from '../../../features/promotions';
import { useSessionStore } from '../../../features/session';
import { useShellStore } from '../../../features/system';

/** `/promotions` (spec 000 §2): the list, opened at `#id` or `?id=`, and the member's own applications. */
export default function PromotionsRoute() {
  const { t } = useTranslation('promotions');
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.token) != null;
  const language = useShellStore((s) => s.language);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </div>
        <Suspense fallback={null}>
          <PromotionsPanel signedIn={signedIn} language={language} location={location} loginPath={paths.login} />
          {signedIn ? <MyClaims /> : null}
        </Suspense>
      </Stack>
    </Container>
  );
}
