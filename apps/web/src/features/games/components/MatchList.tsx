import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from '../api/get-matches';

/**
 * The sports page's matches (spec 001 "match v2"). No sports vendor of ours has a match feed yet,
 * so the server answers an empty list and this shows the empty state (ADR 053); the vendors above
 * still open their own lobbies.
 */
export function MatchList({ formatDateTime }: { formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useMatches();
  if (isPending || isError) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="matches-title" mt="lg" data-testid="sports-matches">
      <Title order={2} size="h4" id="matches-title">
        {t('matches.title')}
      </Title>
      {data.list.length === 0 ? (
        <Paper withBorder p="lg" data-testid="matches-empty">
          <Text ta="center" c="dimmed">
            {t('matches.empty')}
          </Text>
        </Paper>
      ) : (
        data.list.map((m) => (
          <Paper key={`${m.vendor}-${m.matchId}`} withBorder p="sm" data-testid="match">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {m.home} – {m.away}
              </Text>
              <Text size="sm" c="dimmed">
                {m.leagueName} · {formatDateTime(m.startTime)}
              </Text>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

export default MatchList;
