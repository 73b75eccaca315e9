import { formatMoney, type MoneyFormat } from '@arcadia/contract';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../api/get-winners';

type Props = {
  /** The merchant's currency, for the amounts (the system feature knows it; the route hands it in). */
  money: MoneyFormat;
  limit?: number;
  /** The heading's level where the board sits (2 on home, 3 beside a game). */
  headingOrder?: 2 | 3;
};

/** "2 min ago" in the page's language; the exact time is in the title. */
function ago(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return rtf.format(Math.min(0, seconds), 'second');
  if (Math.abs(seconds) < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (Math.abs(seconds) < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}

/**
 * The merchant's newest wins (issue 26; spec 001 winner board), accounts masked by the server. It
 * refreshes when a win is paid (the shell refetches on the socket's signal) and every minute.
 */
export default function WinnersBoard({ money, limit = 10, headingOrder = 2 }: Props) {
  const { t, i18n } = useTranslation('games');
  const winners = useWinners(limit);
  const rows = winners.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="winners-board-title" data-testid="winners-board">
      <Stack gap="sm">
        <Title order={headingOrder} size="h3" id="winners-board-title">
          {t('winners.title')}
        </Title>
        {winners.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={22} radius="sm" />
            ))}
          </Stack>
        ) : winners.isError ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('winners.error')}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => void winners.refetch()}>
              {t('winners.retry')}
            </Button>
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('winners.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((w) => (
              <Group key={`${w.vendor}:${w.recordId}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                  <Text span fw={600}>
                    {w.account}
                  </Text>{' '}
                  <Text span c="dimmed">
                    {t('winners.in', { game: w.gameName })}
                  </Text>
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={700}>
                    {formatMoney(w.amount, money)}
                  </Text>
                  <Text size="xs" c="dimmed" title={new Date(w.time).toLocaleString(i18n.language)} visibleFrom="xs">
                    {ago(w.time, i18n.language)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
