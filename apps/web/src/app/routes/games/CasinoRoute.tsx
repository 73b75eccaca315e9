import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryPage, ClassifyLobby } from '../../../features/games';
import { useLoginGate } from './login-gate';

/**
 * `/casino` (spec 000 §2, issue 26): the casino floor in one place, the Originals' and providers'
 * table games first (they play at once, trial included), then the live-dealer tables by provider.
 */
export default function CasinoRoute() {
  const { t } = useTranslation('games');
  const { requireLogin, gate, signedIn } = useLoginGate();
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('casino.title')}</Title>
          <Text c="dimmed">{t('casino.intro')}</Text>
        </div>
        <ClassifyLobby classify="TG" headingOrder={2} signedIn={signedIn} onLoginRequired={requireLogin} />
        <CategoryPage lane="LIVE" headingOrder={2} onLoginRequired={requireLogin} />
      </Stack>
      {gate}
    </Container>
  );
}
