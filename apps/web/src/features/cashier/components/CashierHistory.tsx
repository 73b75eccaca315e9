import { formatMoney, type Language, type MoneyFormat } from '@arcadia/contract';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCashierRequests, useCashierSettings } from '../api/cashier';

const statusColor = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

/** The member's deposit and withdrawal requests with their status and the operator's remarks. */
export function CashierHistory({ language, kind }: { language: Language; kind?: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('cashier');
  const requests = useCashierRequests();
  const settings = useCashierSettings();
  const fmt: MoneyFormat | null = settings.data ?? null;
  const rows = (requests.data ?? []).filter((r) => !kind || r.kind === kind);
  return (
    <Stack gap="xs" component="section" aria-labelledby="cashier-history-title">
      <Title order={3} size="h4" id="cashier-history-title">
        {t('history.title')}
      </Title>
      {requests.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {requests.isError ? (
        <Alert color="red" role="alert">
          {requests.error instanceof ApiError && requests.error.message ? requests.error.message : t('error.generic')}
        </Alert>
      ) : null}
      {requests.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={6} fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.time')}</Table.Th>
                <Table.Th>{t('history.kind')}</Table.Th>
                <Table.Th ta="right">{t('history.amount')}</Table.Th>
                <Table.Th>{t('history.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="cashier-request">
                  <Table.Td>{formatDateTime(r.createdAt, language)}</Table.Td>
                  <Table.Td>{t(`history.${r.kind}`)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {fmt ? formatMoney(r.amount, fmt) : r.amount}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="sm" variant="light" color={statusColor[r.status]}>
                        {t(`history.${r.status}`)}
                      </Badge>
                      {r.remarks ? (
                        <Text size="xs" c="dimmed">
                          {r.remarks}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

export default CashierHistory;
