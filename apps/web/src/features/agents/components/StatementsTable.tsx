import type { ContractKind } from '@arcadia/contract/agents';
import { Alert, Badge, Loader, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatements } from '../api/get-statements';
import { amount, day, hour } from './format';

/** Settlement statements of one kind: what I received, or (agents) what I paid my downline. */
export function StatementsTable({ kind, sides = ['received', 'paid'] }: { kind: ContractKind; sides?: ('received' | 'paid')[] }) {
  const { t } = useTranslation('agents');
  const [side, setSide] = useState(sides[0] ?? 'received');
  const [page, setPage] = useState(1);
  const list = useStatements({ kind, side, page, size: 20 });
  const rows = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 20));
  const when = kind === 'HOURLY' || kind === 'REALTIME' ? hour : day;
  return (
    <Stack gap="xs" component="section" aria-label={t('statement.title')}>
      {sides.length > 1 ? (
        <SegmentedControl
          size="xs"
          aria-label={t('statement.side')}
          data={sides.map((s) => ({ value: s, label: t(`statement.${s}`) }))}
          value={side}
          onChange={(v) => {
            setSide(v as 'received' | 'paid');
            setPage(1);
          }}
        />
      ) : null}
      {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('error.generic')}
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('statement.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statement.period')}</Table.Th>
                <Table.Th>{t(side === 'paid' ? 'statement.downline' : 'statement.upline')}</Table.Th>
                <Table.Th ta="right">{t('statement.teamBet')}</Table.Th>
                <Table.Th ta="right">{t('statement.active')}</Table.Th>
                <Table.Th ta="right">{t('statement.amount')}</Table.Th>
                <Table.Th>{t('statement.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid="statement-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(s.periodStart)}</Table.Td>
                  <Table.Td>{side === 'paid' ? s.downline : (s.upline ?? t('statement.house'))}</Table.Td>
                  <Table.Td ta="right">{amount(s.teamBet)}</Table.Td>
                  <Table.Td ta="right">{s.activeMembers}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {amount(s.amount)}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={s.status === 'PAID' ? 'teal' : s.status === 'UNPAID' ? 'yellow' : 'gray'}>
                      {t(`statement.${s.status}`)}
                    </Badge>
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
