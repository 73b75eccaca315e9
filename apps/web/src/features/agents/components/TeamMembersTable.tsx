import type { TeamPeriod } from '@arcadia/contract/agents';
import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TeamMembersSource, useTeamMembers } from '../api/get-team-members';
import { amount } from './format';

/**
 * One level of the downline with the period's bets, wins and P&L. Members with a team of their
 * own open it (a breadcrumb leads back); `onPropose` adds the contract action per row.
 */
export function TeamMembersTable({
  period,
  onPropose,
  source = 'members',
}: {
  period: TeamPeriod;
  onPropose?: (account: string) => void;
  source?: TeamMembersSource;
}) {
  const { t } = useTranslation('agents');
  const [trail, setTrail] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const parent = trail.at(-1);
  const go = (next: string[], find?: string) => {
    setTrail(next);
    setAccount(find);
    setPage(1);
  };
  const list = useTeamMembers({ period, parent, account, page, size: 20 }, source);
  const rows = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 20));
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <TextInput
          size="xs"
          aria-label={t('team.search')}
          placeholder={t('team.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go(trail, search.trim() || undefined);
          }}
        />
        <Button size="xs" variant="default" onClick={() => go(trail, search.trim() || undefined)}>
          {t('team.find')}
        </Button>
      </Group>
      <Group gap={4} aria-label={t('team.path')}>
        <Anchor component="button" size="sm" onClick={() => go([])}>
          {t('team.me')}
        </Anchor>
        {trail.map((a, i) => (
          <Group key={a} gap={4}>
            <Text size="sm">/</Text>
            <Anchor component="button" size="sm" onClick={() => go(trail.slice(0, i + 1))}>
              {a}
            </Anchor>
          </Group>
        ))}
      </Group>
      {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('error.generic')}
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('team.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.account')}</Table.Th>
                <Table.Th>{t('team.type')}</Table.Th>
                <Table.Th ta="right">{t('team.teamSize')}</Table.Th>
                <Table.Th ta="right">{t('team.bets')}</Table.Th>
                <Table.Th ta="right">{t('team.profitLoss')}</Table.Th>
                {onPropose ? <Table.Th>{t('team.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.account} data-testid="team-member">
                  <Table.Td>
                    {m.teamSize > 0 ? (
                      <Anchor component="button" size="sm" onClick={() => go([...trail, m.account])}>
                        {m.account}
                      </Anchor>
                    ) : (
                      m.account
                    )}
                  </Table.Td>
                  <Table.Td>{t(m.isAgent === 0 ? 'team.player' : 'team.agent')}</Table.Td>
                  <Table.Td ta="right">{m.teamSize}</Table.Td>
                  <Table.Td ta="right">{amount(m.bets)}</Table.Td>
                  <Table.Td ta="right">{amount(m.profitLoss)}</Table.Td>
                  {onPropose ? (
                    <Table.Td>
                      {m.depth === 1 ? (
                        <Button size="compact-xs" variant="light" onClick={() => onPropose(m.account)}>
                          {t('team.propose')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
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
