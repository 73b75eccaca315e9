import { Alert, Badge, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../../../components/ConfirmSwitch';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useOpsCatalogue } from '../../api/console/get-catalogue';
import { useSetOpsGame } from '../../api/console/set-game';

const SIZE = 20;

/** The shared game catalogue with this merchant's own switch per game (hidden from its lobby when off). */
export default function CataloguePanel({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('games/console');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const q = useOpsCatalogue(code, { search: debounced, page, size: SIZE });
  const set = useSetOpsGame(code);
  const canSwitch = can('content');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('catalogue.intro')}
      </Text>
      <TextInput
        label={t('catalogue.search')}
        placeholder={t('catalogue.searchHint')}
        value={search}
        maw={360}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {set.error ? (
        <Alert color="red" role="alert">
          {set.error.message}
        </Alert>
      ) : null}
      <QueryState loading={q.isPending} error={q.error} empty={q.data?.rows.length === 0} onRetry={() => void q.refetch()}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('catalogue.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.name')}</Table.Th>
                <Table.Th>{t('catalogue.vendor')}</Table.Th>
                <Table.Th>{t('catalogue.lane')}</Table.Th>
                <Table.Th>{t('catalogue.flags')}</Table.Th>
                <Table.Th>{t('catalogue.enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.rows.map((g) => (
                <Table.Tr key={g.nodeId} data-testid={`game-${g.roomId}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {g.roomId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{g.vendor}</Table.Td>
                  <Table.Td>{g.gameType}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {g.hot ? <Badge color="red">{t('catalogue.hot')}</Badge> : null}
                      {g.recommended ? <Badge color="blue">{t('catalogue.recommended')}</Badge> : null}
                      {!g.platformEnabled ? <Badge color="gray">{t('catalogue.platformOff')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <ConfirmSwitch
                      checked={g.enabled}
                      disabled={!canSwitch || set.isPending}
                      label={t('catalogue.switch', { name: g.name })}
                      question={t('catalogue.confirmOff', { name: g.name })}
                      onChange={(enabled) => set.mutate({ nodeId: g.nodeId, enabled })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {q.data && q.data.total > SIZE ? (
          <Pagination
            total={Math.ceil(q.data.total / SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
