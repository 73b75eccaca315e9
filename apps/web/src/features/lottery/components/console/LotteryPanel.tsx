import type { Language } from '@arcadia/contract';
import type { OpsLotteryGame } from '@arcadia/contract/lottery';
import { Alert, Badge, Button, Code, Group, NumberInput, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../../../components/ConfirmSwitch';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { DRAWS_PAGE, useOpsDraws } from '../../api/console/get-draws';
import { useOpsLotteryGames } from '../../api/console/get-lottery-games';
import { useSetOpsLotterySettings } from '../../api/console/set-lottery-settings';

function Settings({ code, g, canEdit }: { code: string; g: OpsLotteryGame; canEdit: boolean }) {
  const { t } = useTranslation('lottery/console');
  const set = useSetOpsLotterySettings(code);
  const [interval, setInterval] = useState<number | string>(g.intervalSec);
  const [lock, setLock] = useState<number | string>(g.lockSec);
  const [live, setLive] = useState(g.liveVideoUrl ?? '');
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <Group gap="xs">
          <Text size="sm">{t('lottery.enabled')}</Text>
          <ConfirmSwitch
            checked={g.enabled}
            disabled={!canEdit || set.isPending}
            label={t('lottery.switch', { name: g.name })}
            question={t('lottery.confirmOff', { name: g.name })}
            onChange={(enabled) => set.mutate({ game: g.code, body: { enabled } })}
          />
        </Group>
        <NumberInput
          label={t('lottery.interval')}
          value={interval}
          onChange={setInterval}
          min={30}
          max={86_400}
          w={160}
          disabled={!canEdit}
        />
        <NumberInput label={t('lottery.lock')} value={lock} onChange={setLock} min={0} max={86_399} w={160} disabled={!canEdit} />
        <TextInput
          label={t('lottery.liveVideo')}
          description={t('lottery.liveVideoHint')}
          placeholder="https://"
          value={live}
          onChange={(e) => setLive(e.currentTarget.value)}
          maxLength={500}
          w={320}
          disabled={!canEdit}
        />
        {canEdit ? (
          <Button
            variant="light"
            loading={set.isPending}
            onClick={() =>
              set.mutate({
                game: g.code,
                body: { intervalSec: Number(interval), lockSec: Number(lock), liveVideoUrl: live.trim() === '' ? null : live.trim() },
              })
            }
          >
            {t('lottery.save')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('lottery.cadenceNote')}
      </Text>
      {set.data?.changesFrom ? <Alert color="blue">{t('lottery.changesFrom', { at: set.data.changesFrom })}</Alert> : null}
      {set.error ? (
        <Alert color="red" role="alert">
          {set.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Draws({ code, game }: { code: string; game: string }) {
  const { t, i18n } = useTranslation('lottery/console');
  const [page, setPage] = useState(1);
  const q = useOpsDraws(code, game, page);
  return (
    <QueryState loading={q.isPending} error={q.error} empty={q.data?.rows.length === 0} onRetry={() => void q.refetch()}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('lottery.draws')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lottery.numero')}</Table.Th>
              <Table.Th>{t('lottery.drawAt')}</Table.Th>
              <Table.Th>{t('lottery.status')}</Table.Th>
              <Table.Th>{t('lottery.result')}</Table.Th>
              <Table.Th>{t('lottery.seed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data?.rows.map((d) => (
              <Table.Tr key={d.numero}>
                <Table.Td>{d.numero}</Table.Td>
                <Table.Td>{formatDateTime(d.drawAt, i18n.language as Language)}</Table.Td>
                <Table.Td>
                  <Badge color={d.status === 'drawn' ? 'green' : d.status === 'cancelled' ? 'gray' : 'yellow'}>
                    {t(`lottery.st.${d.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{d.winNo ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {t('lottery.hash')}: <Code style={{ wordBreak: 'break-all' }}>{d.seedHash}</Code>
                  </Text>
                  <Text size="xs">
                    {t('lottery.seedRevealed')}:{' '}
                    {d.seed ? <Code style={{ wordBreak: 'break-all' }}>{d.seed}</Code> : t('lottery.notRevealed')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {q.data && q.data.total > DRAWS_PAGE ? (
        <Pagination
          total={Math.min(Math.ceil(q.data.total / DRAWS_PAGE), 10_000)}
          value={page}
          onChange={setPage}
          siblings={0}
          getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })}
        />
      ) : null}
    </QueryState>
  );
}

/** Lotteries: on/off, cadence and lock (ADR 015 addendum), and the draw history with the provably-fair seeds. */
export default function LotteryPanel({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('lottery/console');
  const games = useOpsLotteryGames(code);
  const [selected, setSelected] = useState<string | null>(null);
  const current = games.data?.find((g) => g.code === selected) ?? games.data?.[0];
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('lottery.intro')}
      </Text>
      <QueryState loading={games.isPending} error={games.error} empty={games.data?.length === 0} onRetry={() => void games.refetch()}>
        <Select
          label={t('lottery.game')}
          value={current?.code ?? null}
          onChange={setSelected}
          data={(games.data ?? []).map((g) => ({
            value: g.code,
            label: `${g.name} (${g.code})${g.enabled ? '' : ` · ${t('lottery.off')}`}`,
          }))}
          maw={360}
          allowDeselect={false}
        />
        {current ? (
          <>
            <Settings
              key={`${current.code}-${current.intervalSec}-${current.lockSec}-${current.liveVideoUrl}`}
              code={code}
              g={current}
              canEdit={can('admin')}
            />
            <Title order={3} size="h5">
              {t('lottery.draws')}
            </Title>
            <Draws key={current.code} code={code} game={current.code} />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
