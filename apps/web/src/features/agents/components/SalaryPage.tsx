import type { ContractKind } from '@arcadia/contract/agents';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../../components/LoadingCover';
import { useContracts } from '../api/get-contracts';
import { TierTable } from './ContractModal';
import { tierView } from './contract-entries';
import { StatementsTable } from './StatementsTable';

const ContractModal = lazy(() => import('./ContractModal'));
const PAGE_OF: Record<ContractKind, string> = {
  DAILY: 'agentDailyWages2',
  HOURLY: 'agentHourSalary',
  REALTIME: 'agentRealtimeSalary',
  DIVIDEND: 'agentDividendRecordCopy2',
};

function ContractList({ side, kind, session }: { side: 'held' | 'given'; kind: ContractKind; session: string }) {
  const { t } = useTranslation('agents');
  const list = useContracts(side, kind);
  const [manage, setManage] = useState(false);
  const rows = (list.data ?? []).filter((c) => c.status === 'P' || c.status === 'V' || c.status === 'E');
  return (
    <Stack gap="xs" component="section" aria-label={t(`contracts.${side}`)}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t(`contracts.${side}`)}
        </Title>
        {side === 'held' && rows.length ? (
          <Button size="xs" variant="light" onClick={() => setManage(true)}>
            {t('contracts.manage')}
          </Button>
        ) : null}
      </Group>
      {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('error.generic')}
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('contracts.none')}
        </Text>
      ) : null}
      {rows.map((c) => (
        <Paper key={c.id} withBorder p="sm" radius="md" data-testid={`contract-${side}`}>
          <Group gap="xs" mb="xs">
            <Text fw={600}>{side === 'held' ? (c.upline ?? t('statement.house')) : c.downline}</Text>
            <Badge size="sm" variant="light">
              {t(`status.${c.status}`)}
            </Badge>
            {c.productType ? (
              <Badge size="sm" variant="outline">
                {t(`product.${c.productType}`, { defaultValue: c.productType })}
              </Badge>
            ) : null}
            {c.computationPeriod ? (
              <Badge size="sm" variant="outline">
                {t(`period.${c.computationPeriod}`)}
              </Badge>
            ) : null}
          </Group>
          <TierTable tiers={tierView(c.kind, c.tiers)} />
        </Paper>
      ))}
      {manage ? (
        <OnDemand>
          <ContractModal session={session} opened onClose={() => setManage(false)} />
        </OnDemand>
      ) : null}
    </Stack>
  );
}

/**
 * The salary and dividend pages of the agent centre (agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary, agentDividendRecordCopy2) and the member centre's playerMRDailySalary
 * (`player`: only the member's own contract and what they received).
 */
export default function SalaryPage({ kind, session, player = false }: { kind: ContractKind; session: string; player?: boolean }) {
  const { t } = useTranslation('agents');
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t(`page.${player ? 'playerMRDailySalary' : PAGE_OF[kind]}`)}
      </Title>
      <ContractList side="held" kind={kind} session={session} />
      {player ? null : <ContractList side="given" kind={kind} session={session} />}
      <Title order={3} size="h5">
        {t('statement.title')}
      </Title>
      <StatementsTable kind={kind} sides={player ? ['received'] : ['received', 'paid']} />
    </Stack>
  );
}
