import type { LotteryGame } from '@arcadia/contract/lottery';
import { LOTTERY_LIMITS } from '@arcadia/contract/lottery';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDraws } from '../api/get-draws';
import { Balls } from './Balls';
import { gameName } from './labels';

/** Spec 001 §2 latest lottery results: the last 5 draws of a game, with trend and bet buttons. */
export function LatestResults({ game, trendHref, bettingHref }: { game: LotteryGame; trendHref: string; bettingHref: string }) {
  const { t } = useTranslation('lottery');
  const draws = useDraws(game.code, LOTTERY_LIMITS.latestResults);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {t('results.title', { game: gameName(t, game.code, game.remark) })}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={trendHref} size="compact-sm" variant="light">
            {t('results.trend')}
          </Button>
          <Button component={Link} to={bettingHref} size="compact-sm">
            {t('results.bet')}
          </Button>
        </Group>
      </Group>
      {draws.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : draws.isError ? (
        <Alert color="red">{t('error')}</Alert>
      ) : draws.data.length === 0 ? (
        <Text c="dimmed">{t('results.empty')}</Text>
      ) : (
        <Stack gap={0}>
          <Table striped verticalSpacing={4} aria-label={t('results.title', { game: gameName(t, game.code, game.remark) })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('numero')}</Table.Th>
                <Table.Th>{t('results.winNo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draws.data.map((d) => (
                <Table.Tr key={d.numero}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {d.numero}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {d.status === 'cancelled' ? (
                      <Text size="sm">{t('status.cancelled')}</Text>
                    ) : (
                      <Balls winNo={d.winNo} small kind={game.kind} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Card>
  );
}
