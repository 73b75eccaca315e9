import type { Language } from '@arcadia/contract';
import type { OpsCashierHistoryQuery } from '@arcadia/contract/cashier';
import { Badge, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/Pager';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useCashierHistory } from '../../api/console/cashier-history';

const SIZE = 20;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const KINDS = ['deposit', 'withdraw'] as const;
const COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** Every deposit and withdrawal, newest first, by status and kind (the queue shows only what waits). */
export default function CashierHistoryPage({ code }: ConsolePageProps) {
  const { t, i18n } = useTranslation('cashier/console');
  const [query, setQuery] = useState<OpsCashierHistoryQuery>({ page: 1, size: SIZE });
  const list = useCashierHistory(code, query);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('history.intro')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          label={t('history.status')}
          value={query.status ?? ''}
          onChange={(e) =>
            setQuery({ ...query, page: 1, status: (e.currentTarget.value || undefined) as OpsCashierHistoryQuery['status'] })
          }
          data={[{ value: '', label: t('history.any') }, ...STATUSES.map((s) => ({ value: s, label: t(`history.state.${s}`) }))]}
          w={160}
        />
        <NativeSelect
          label={t('history.kind')}
          value={query.kind ?? ''}
          onChange={(e) => setQuery({ ...query, page: 1, kind: (e.currentTarget.value || undefined) as OpsCashierHistoryQuery['kind'] })}
          data={[{ value: '', label: t('history.any') }, ...KINDS.map((k) => ({ value: k, label: t(`history.kinds.${k}`) }))]}
          w={160}
        />
      </Group>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.items.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('history.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('history.created')}</Table.Th>
                <Table.Th>{t('history.member')}</Table.Th>
                <Table.Th>{t('history.kind')}</Table.Th>
                <Table.Th>{t('history.amount')}</Table.Th>
                <Table.Th>{t('history.status')}</Table.Th>
                <Table.Th>{t('history.reference')}</Table.Th>
                <Table.Th>{t('history.decided')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.id}</Table.Td>
                  <Table.Td>{formatDateTime(r.createdAt, i18n.language as Language)}</Table.Td>
                  <Table.Td>{r.memberId}</Table.Td>
                  <Table.Td>{t(`history.kinds.${r.kind}`)}</Table.Td>
                  <Table.Td>{r.amount}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={COLOR[r.status]}>
                      {t(`history.state.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.reference || r.channel}</Table.Td>
                  <Table.Td>{r.decidedAt ? formatDateTime(r.decidedAt, i18n.language as Language) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager total={list.data?.total ?? 0} size={SIZE} page={query.page} onPage={(page) => setQuery({ ...query, page })} />
      </QueryState>
    </Stack>
  );
}
