import type { Language } from '@arcadia/contract';
import { OPS_DASHBOARD_PRODUCTS, type OpsDashboard } from '@arcadia/contract/ops';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useOpsDashboard } from '../../api/dashboard/get-dashboard';
import type { OpsPageProps } from '../page-props';
import { BarChart } from './BarChart';

type Period = 'today' | 'week';

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function Figures({ data, period }: { data: OpsDashboard; period: Period }) {
  const { t } = useTranslation('ops/dashboard');
  const p = data[period];
  const c = p.cashier;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <Stat
          label={t('online')}
          value={String(data.online.members)}
          hint={t(data.online.scope === 'cluster' ? 'onlineScopeCluster' : 'onlineScope')}
          testId="dash-online"
        />
        <Stat label={t('deposits')} value={`${c.depositSum}`} hint={t('count', { count: c.depositCount })} testId="dash-deposits" />
        <Stat label={t('withdrawals')} value={`${c.withdrawSum}`} hint={t('count', { count: c.withdrawCount })} testId="dash-withdrawals" />
        <Stat label={t('stake')} value={p.total.stake} hint={t('bets', { count: p.total.bets })} testId="dash-stake" />
        <Stat label={t('ggr')} value={p.total.ggr} hint={data.currency} testId="dash-ggr" />
      </SimpleGrid>
      <Card withBorder padding="sm">
        <Text fw={600} size="sm" mb="xs" id="dash-products">
          {t('byProduct')}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-labelledby="dash-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('product')}</Table.Th>
                <Table.Th ta="right">{t('betsCol')}</Table.Th>
                <Table.Th ta="right">{t('stake')}</Table.Th>
                <Table.Th ta="right">{t('payout')}</Table.Th>
                <Table.Th ta="right">{t('ggr')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {OPS_DASHBOARD_PRODUCTS.map((k) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{t(`products.${k}`)}</Table.Th>
                  <Table.Td ta="right">{p.products[k].bets}</Table.Td>
                  <Table.Td ta="right">{p.products[k].stake}</Table.Td>
                  <Table.Td ta="right">{p.products[k].payout}</Table.Td>
                  <Table.Td ta="right">{p.products[k].ggr}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

/** The console's overview: who is online, money in and out, bets and GGR by product, the last 7 days. */
export default function Dashboard({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('ops/dashboard');
  const [period, setPeriod] = useState<Period>('today');
  const q = useOpsDashboard(code);
  const days = q.data?.days ?? [];
  const num = (s: string) => Number(s);
  const money = (n: number) => n.toFixed(2);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <SegmentedControl
          aria-label={t('period')}
          value={period}
          onChange={(v) => setPeriod(v as Period)}
          data={[
            { value: 'today', label: t('today') },
            { value: 'week', label: t('week') },
          ]}
        />
      </Group>
      <QueryState loading={q.isPending} error={q.error} empty={false} onRetry={() => void q.refetch()}>
        {q.data ? (
          <Stack>
            <Text size="xs" c="dimmed">
              {t('generated', { at: formatDateTime(q.data.generatedAt, i18n.language as Language) })}
            </Text>
            <Figures data={q.data} period={period} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder padding="sm">
                <BarChart
                  title={t('chartCashier')}
                  days={days.map((d) => d.day)}
                  format={money}
                  series={[
                    { label: t('deposits'), color: 'var(--mantine-color-teal-6)', values: days.map((d) => num(d.depositSum)) },
                    { label: t('withdrawals'), color: 'var(--mantine-color-orange-6)', values: days.map((d) => num(d.withdrawSum)) },
                  ]}
                />
              </Card>
              <Card withBorder padding="sm">
                <BarChart
                  title={t('chartBets')}
                  days={days.map((d) => d.day)}
                  format={money}
                  series={[
                    { label: t('stake'), color: 'var(--mantine-color-blue-6)', values: days.map((d) => num(d.stake)) },
                    { label: t('ggr'), color: 'var(--mantine-color-grape-6)', values: days.map((d) => num(d.ggr)) },
                  ]}
                />
              </Card>
            </SimpleGrid>
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
