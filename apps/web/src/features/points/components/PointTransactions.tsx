import { Big } from '@arcadia/contract';
import { Alert, Center, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointTransactions } from '../api/get-history';
import { DateRange, initialRange } from './DateRange';

const signed = (v: string) => {
  const b = new Big(v);
  return `${b.gt(0) ? '+' : ''}${b.toFixed(2)}`;
};

/** Point transactions: a 30-day range, 12 a page, the balance after each. */
export function PointTransactions({ formatTime }: { formatTime(ms: number): string }) {
  const { t, i18n } = useTranslation('points');
  const [range, setRange] = useState(initialRange);
  const [page, setPage] = useState(1);
  const list = usePointTransactions({ startTime: range.start, endTime: range.end, page });
  const chinese = i18n.language === 'CN' || i18n.language === 'TW';
  return (
    <Stack gap="md">
      <DateRange
        onSearch={(r) => {
          if (r.start === range.start && r.end === range.end && page === 1) void list.refetch();
          setRange(r);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Center p="lg">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('list.error')}
        </Alert>
      ) : list.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('list.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="point-transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.time')}</Table.Th>
                  <Table.Th>{t('transactions.kind')}</Table.Th>
                  <Table.Th>{t('transactions.amount')}</Table.Th>
                  <Table.Th>{t('transactions.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.list.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatTime(e.txTimeInTimestamp)}</Table.Td>
                    <Table.Td>{chinese ? e.nameCn : e.nameEn}</Table.Td>
                    <Table.Td c={new Big(e.amount).gt(0) ? 'teal' : 'red'}>{signed(e.amount)}</Table.Td>
                    <Table.Td>{new Big(e.currentAvailBalance).toFixed(2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.total > list.data.size ? (
            <Center>
              <Pagination total={Math.ceil(list.data.total / list.data.size)} value={page} onChange={setPage} siblings={1} />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
