import type { MissionBoard, MissionPlace } from '@arcadia/contract/reward-centre';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMissionBoards } from '../api/missions';
import type { Formatters } from './RewardCentrePanel';

/** One row of a board; the member's own place is marked for sight and for screen readers. */
function PlaceRow({ p, formatAmount }: { p: MissionPlace; formatAmount: Formatters['formatAmount'] }) {
  const { t } = useTranslation('reward-centre');
  return (
    <Table.Tr
      aria-current={p.mine ? 'true' : undefined}
      data-mine={p.mine ? 'true' : undefined}
      bg={p.mine ? 'var(--mantine-primary-color-light)' : undefined}
      fw={p.mine ? 700 : undefined}
    >
      <Table.Td>{p.rank}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw="inherit" style={{ wordBreak: 'break-all' }}>
            {p.member}
          </Text>
          {p.mine ? (
            <Badge size="xs" variant="filled">
              {t('missions.you')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{formatAmount(p.value)}</Table.Td>
      <Table.Td ta="right">{p.prize ? formatAmount(p.prize) : '—'}</Table.Td>
    </Table.Tr>
  );
}

function Board({ m, formatAmount, formatDateTime }: Formatters & { m: MissionBoard }) {
  const { t } = useTranslation('reward-centre');
  const running = m.status === 'OPEN';
  const ownOutside = m.mine && !m.top.some((p) => p.mine) ? m.mine : null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={`mission-${m.id}`} data-testid="mission-board">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Title order={3} size="h5" id={`mission-${m.id}`}>
          {m.title}
        </Title>
        <Badge color={running ? 'green' : 'gray'} variant="light">
          {running ? t('missions.running') : t('missions.ended')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`missions.metric.${m.metric}`)} · {formatDateTime(m.startsAt)} – {formatDateTime(m.endsAt)}
      </Text>
      <Text size="sm" mt={4}>
        {t('missions.prizes', { prizes: m.prizes.map((p, i) => `#${i + 1} ${formatAmount(p)}`).join(', ') })}
      </Text>
      {m.top.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('missions.noPlaces')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} mt="sm">
          <Table
            striped={false}
            verticalSpacing={6}
            horizontalSpacing="xs"
            fz="sm"
            aria-label={t('missions.boardLabel', { title: m.title })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('missions.rank')}</Table.Th>
                <Table.Th scope="col">{t('missions.member')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t(`missions.metric.${m.metric}`)}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('missions.prize')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.top.map((p) => (
                <PlaceRow key={p.rank} p={p} formatAmount={formatAmount} />
              ))}
              {ownOutside ? <PlaceRow p={ownOutside} formatAmount={formatAmount} /> : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" mt="sm" data-testid="mission-mine">
        {m.mine ? t('missions.yourPlace', { rank: m.mine.rank, value: formatAmount(m.mine.value) }) : t('missions.notYet')}
      </Text>
    </Card>
  );
}

/** missionLeaderboard (spec 000 §6): each mission's ranking, the member's own place highlighted. */
export function MissionLeaderboardPanel({ formatAmount, formatDateTime }: Formatters) {
  const { t, ready } = useTranslation('reward-centre');
  const { data, isPending, isError, refetch } = useMissionBoards();
  if (!ready || isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('missions.loading')} />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" title={t('error')}>
        <Button variant="light" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="missions">
      <Title order={2} size="h4">
        {t('missions.title')}
      </Title>
      {data.length === 0 ? (
        <Text c="dimmed" data-testid="missions-empty">
          {t('missions.empty')}
        </Text>
      ) : (
        data.map((m) => <Board key={m.id} m={m} formatAmount={formatAmount} formatDateTime={formatDateTime} />)
      )}
    </Stack>
  );
}

export default MissionLeaderboardPanel;
