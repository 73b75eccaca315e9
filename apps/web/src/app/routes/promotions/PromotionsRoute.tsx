import { Container, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { MyClaims, PromotionsPanel, preloadPromotionsPanel, promotionsQuery } from '../../../features/promotions';
import { useRealAccount, useSessionStore } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { getToken } from '../../../lib/storage';
import { queryClient } from '../../query-client';

// The list is this page's largest paint: ask for it when the page's code arrives (main.tsx fetches it
// with the shell on a first load of /promotions), in parallel with the panel's own chunk.
void queryClient.prefetchQuery(promotionsQuery(getToken() != null, useShellStore.getState().language));
// Its code too: the panel's chunk used to be asked for only once the page had rendered. The first
// render does not wait for it: the heading is this page's largest paint on a phone, and waiting put
// the list's code (accordion, sanitiser) in front of it.
void preloadPromotionsPanel();

/** `/promotions` (spec 000 §2): the list, opened at `#id` or `?id=`, and the member's own applications. */
export default function PromotionsRoute() {
  // Until the page's strings are in, the heading would show keys and then grow: a deep link's scroll
  // (spec: 150 px from the top) would land off by that growth. The list waits for them.
  const { t, ready } = useTranslation('promotions');
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.token) != null;
  // A trial (type 4) account has no applications and the server refuses to list them.
  const realAccount = useRealAccount();
  const language = useShellStore((s) => s.language);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </div>
        <Suspense fallback={null}>
          {ready ? <PromotionsPanel signedIn={signedIn} language={language} location={location} loginPath={paths.login} /> : null}
          {realAccount ? <MyClaims language={language} /> : null}
        </Suspense>
      </Stack>
    </Container>
  );
}
