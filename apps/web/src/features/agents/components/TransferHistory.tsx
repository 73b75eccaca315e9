import { Alert, Badge, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransferHistory } from '../api/transfer-downline';
import { amount, hour } from './format';

const SIZE = 10;

/** Transfers sent to the downline and received from the upline, newest first. */
export function TransferHistory() {
  const { t } = useTranslation('agents');
  const [page, setPage] = useState(1);
  const list = useTransferHistory(page, SIZE);
  const rows = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <Stack gap="xs" component="section" aria-labelledby="transfer-history-title">
      <Title order={3} size="h5" id="transfer-history-title">
        {t('transfer.history')}
      </Title>
      {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('error.generic')}
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transfer.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={0}>
          <Table fz="sm" verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transfer.time')}</Table.Th>
                <Table.Th>{t('transfer.direction')}</Table.Th>
                <Table.Th>{t('team.account')}</Table.Th>
                <Table.Th ta="right">{t('statement.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.createdAt}-${r.direction}-${r.account}`} data-testid="transfer-history-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{hour(r.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={r.direction === 'out' ? 'orange' : 'teal'}>
                      {t(`transfer.${r.direction}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.account}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {amount(r.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
