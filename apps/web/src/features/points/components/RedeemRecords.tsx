import { formatMoney, type MoneyFormat } from '@arcadia/contract';
import type { RedeemStatus } from '@arcadia/contract/points';
import { Alert, Badge, Center, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeemRecords } from '../api/get-history';
import { localName, pointsText } from '../logic';
import { DateRange, initialRange } from './DateRange';

const STATUS_COLOR: Record<RedeemStatus, string> = { P: 'yellow', A: 'teal', R: 'red' };

/** Redemption records: status filter, a 30-day range, 13 a page. */
export function RedeemRecords({ money, formatDate }: { money: MoneyFormat | null; formatDate(iso: string): string }) {
  const { t, i18n } = useTranslation('points');
  const [status, setStatus] = useState<'all' | RedeemStatus>('all');
  const [range, setRange] = useState(initialRange);
  const [page, setPage] = useState(1);
  const records = useRedeemRecords({ startDate: range.start, endDate: range.end, page, status });
  const cash = (v: string) => (money ? formatMoney(v, money) : v);
  return (
    <Stack gap="md">
      <DateRange
        onSearch={(r) => {
          // the same range again means "look again": an operator may have decided meanwhile
          if (r.start === range.start && r.end === range.end && page === 1) void records.refetch();
          setRange(r);
          setPage(1);
        }}
      >
        <Select
          label={t('records.status')}
          value={status}
          onChange={(v) => {
            setStatus((v ?? 'all') as 'all' | RedeemStatus);
            setPage(1);
          }}
          data={(['all', 'P', 'A', 'R'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          allowDeselect={false}
          w={140}
        />
      </DateRange>
      {records.isPending ? (
        <Center p="lg">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      ) : records.isError ? (
        <Alert color="red" role="alert">
          {records.error.message || t('list.error')}
        </Alert>
      ) : records.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('list.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="redeem-records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('records.date')}</Table.Th>
                  <Table.Th>{t('records.item')}</Table.Th>
                  <Table.Th>{t('records.quantity')}</Table.Th>
                  <Table.Th>{t('records.points')}</Table.Th>
                  <Table.Th>{t('records.money')}</Table.Th>
                  <Table.Th>{t('records.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.data.list.map((r) => (
                  <Table.Tr key={r.id} data-testid="redeem-record">
                    <Table.Td>{formatDate(r.dateRequested)}</Table.Td>
                    <Table.Td>{localName(r, i18n.language)}</Table.Td>
                    <Table.Td>{r.quantity}</Table.Td>
                    <Table.Td>{pointsText(r.requiredPoint)}</Table.Td>
                    <Table.Td>{cash(r.requiredMoney)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[r.status]} variant="light" data-testid="redeem-status" data-status={r.status}>
                        {t(`status.${r.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {records.data.total > records.data.size ? (
            <Center>
              <Pagination total={Math.ceil(records.data.total / records.data.size)} value={page} onChange={setPage} siblings={1} />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
