import { Big, type Language } from '@arcadia/contract';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { useReconciliation } from '../api/books';
import type { FinancePageProps as OpsPageProps } from './page-props';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text ff="monospace" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The merchant's books: member balances against the sum of their ledger movements, the house side
 * mirroring them, and every account or transaction that disagrees. OK only when all of it holds.
 */
export default function ReconciliationPage({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('finance');
  const rec = useReconciliation(code);
  const r = rec.data;
  return (
    <Stack maw={760}>
      <Text size="sm" c="dimmed">
        {t('rec.intro')}
      </Text>
      <QueryState loading={rec.isPending} error={rec.error} empty={false} onRetry={() => void rec.refetch()}>
        {r ? (
          <>
            <Alert color={r.ok ? 'green' : 'red'} role="status" title={t(r.ok ? 'rec.ok' : 'rec.mismatch')}>
              {t(r.ok ? 'rec.okText' : 'rec.mismatchText', { accounts: r.accounts, transactions: r.transactions })}
            </Alert>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              <Figure label={t('rec.memberBalances')} value={r.memberBalances} />
              <Figure label={t('rec.memberLedger')} value={r.memberLedger} />
              <Figure label={t('rec.difference')} value={new Big(r.memberBalances).minus(r.memberLedger).toFixed(4)} />
              <Figure label={t('rec.houseBalances')} value={r.houseBalances} />
              <Figure label={t('rec.houseLedger')} value={r.houseLedger} />
              <Figure label={t('rec.total')} value={r.total} />
            </SimpleGrid>
            {r.mismatchedAccounts.length ? (
              <Table aria-label={t('rec.accountsTable')} miw={320}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rec.account')}</Table.Th>
                    <Table.Th ta="right">{t('rec.balance')}</Table.Th>
                    <Table.Th ta="right">{t('rec.ledger')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.mismatchedAccounts.map((a) => (
                    <Table.Tr key={a.accountId}>
                      <Table.Td>{a.accountId}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {a.balance}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {a.ledger}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            {r.unbalancedTransactions.length ? (
              <Text size="sm" c="red">
                {t('rec.unbalanced', { ids: r.unbalancedTransactions.map((x) => `#${x.transactionId} (${x.total})`).join(', ') })}
              </Text>
            ) : null}
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('rec.checkedAt', { when: formatDateTime(r.checkedAt, i18n.language as Language) })}
              </Text>
              <Button size="xs" variant="light" loading={rec.isFetching} onClick={() => void rec.refetch()}>
                {t('rec.recheck')}
              </Button>
            </Group>
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
