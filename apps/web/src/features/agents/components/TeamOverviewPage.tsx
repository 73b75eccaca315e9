import type { TeamPeriod } from '@arcadia/contract/agents';
import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '../api/get-team-overview';
import { amount } from './format';
import { PeriodPicker } from './PeriodPicker';
import ProposeContractModal from './ProposeContractModal';
import { TeamMembersTable } from './TeamMembersTable';
import { TeamRecords } from './TeamRecords';

/** agentTeamOverview: team size, active members, deposits, bets and P&L for a period; the direct downline below. */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [proposeTo, setProposeTo] = useState<string | null>(null);
  const overview = useTeamOverview(period);
  const o = overview.data;
  const stats = o
    ? [
        ['teamSize', String(o.teamSize)],
        ['directMembers', String(o.directMembers)],
        ['newMembers', String(o.newMembers)],
        ['activeMembers', String(o.activeMembers)],
        ['deposits', amount(o.deposits)],
        ['bets', amount(o.bets)],
        ['wins', amount(o.wins)],
        ['profitLoss', amount(o.profitLoss)],
      ]
    : [];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('page.agentTeamOverview')}
      </Title>
      <PeriodPicker value={period} onChange={setPeriod} />
      {overview.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {overview.isError ? (
        <Alert color="red" role="alert">
          {overview.error.message || t('error.generic')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {stats.map(([key, value]) => (
          <Card key={key} withBorder padding="sm" radius="md">
            <Text size="xs" c="dimmed">
              {t(`overview.${key}`)}
            </Text>
            <Text fw={700} data-testid={`overview-${key}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('team.title')}
      </Title>
      <TeamMembersTable period={period} onPropose={setProposeTo} />
      <TeamRecords kind="transactions" />
      {proposeTo ? <ProposeContractModal account={proposeTo} onClose={() => setProposeTo(null)} /> : null}
    </Stack>
  );
}

/** palStatementsAgentCopy: the team's P&L per member for a period. */
export function PnlStatementsPage() {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<TeamPeriod>('today');
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('page.palStatementsAgentCopy')}
      </Title>
      <PeriodPicker value={period} onChange={setPeriod} />
      <TeamMembersTable period={period} source="pnl" />
    </Stack>
  );
}
