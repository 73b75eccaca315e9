import { BET_PRODUCTS, type DownlineTransaction, type TeamBet, type TeamPeriod } from '@arcadia/contract/agents';
import { Alert, Badge, Button, Group, Loader, NativeSelect, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamRecords } from '../api/get-team-records';
import { amount, hour } from './format';
import { PeriodPicker } from './PeriodPicker';

const SIZE = 20;
type Kind = 'bets' | 'transactions';

function BetRows({ rows }: { rows: TeamBet[] }) {
  const { t } = useTranslation('agents');
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transfer.time')}</Table.Th>
          <Table.Th>{t('team.account')}</Table.Th>
          <Table.Th>{t('records.product')}</Table.Th>
          <Table.Th>{t('records.game')}</Table.Th>
          <Table.Th ta="right">{t('records.bet')}</Table.Th>
          <Table.Th ta="right">{t('records.win')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.createdAt}-${r.account}-${r.product}-${r.game}-${r.bet}`} data-testid="team-bet-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{hour(r.createdAt)}</Table.Td>
            <Table.Td>{r.account}</Table.Td>
            <Table.Td>{t(`records.products.${r.product}`)}</Table.Td>
            <Table.Td>{r.game}</Table.Td>
            <Table.Td ta="right">{amount(r.bet)}</Table.Td>
            <Table.Td ta="right">{amount(r.win)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

function TransactionRows({ rows }: { rows: DownlineTransaction[] }) {
  const { t } = useTranslation('agents');
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transfer.time')}</Table.Th>
          <Table.Th>{t('team.account')}</Table.Th>
          <Table.Th>{t('records.type')}</Table.Th>
          <Table.Th ta="right">{t('statement.amount')}</Table.Th>
          <Table.Th>{t('statement.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.createdAt}-${r.account}-${r.type}-${r.amount}`} data-testid="team-transaction-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{hour(r.createdAt)}</Table.Td>
            <Table.Td>{r.account}</Table.Td>
            <Table.Td>{r.from ? t('records.transferFrom', { from: r.from }) : t(`records.types.${r.type}`)}</Table.Td>
            <Table.Td ta="right">{amount(r.amount)}</Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={r.status === 'approved' ? 'teal' : r.status === 'rejected' ? 'red' : 'yellow'}>
                {t(`records.status.${r.status}`, { defaultValue: r.status })}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

/** The team's bets (TEAMBETTING3) or its deposits, withdrawals and transfers: by member, product and period, paged. */
export function TeamRecords({ kind, titled = false }: { kind: Kind; titled?: boolean }) {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [product, setProduct] = useState<'ALL' | (typeof BET_PRODUCTS)[number]>('ALL');
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useTeamRecords(kind, { period, product, account, page, size: SIZE });
  const pages = Math.max(1, Math.min(Math.ceil((list.data?.total ?? 0) / SIZE), 1000 / SIZE));
  const reset = () => setPage(1);
  const titleId = `team-records-${kind}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={titled ? 2 : 3} size={titled ? 'h4' : 'h5'} id={titleId}>
        {t(kind === 'bets' ? 'page.personalHistoryCopy' : 'records.transactions')}
      </Title>
      <PeriodPicker
        value={period}
        onChange={(p) => {
          setPeriod(p);
          reset();
        }}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setAccount(search.trim());
          reset();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={t('team.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={170} maxLength={32} />
          {kind === 'bets' ? (
            <NativeSelect
              label={t('records.product')}
              value={product}
              w={150}
              onChange={(e) => {
                setProduct(e.currentTarget.value as typeof product);
                reset();
              }}
              data={['ALL', ...BET_PRODUCTS].map((p) => ({ value: p, label: t(`records.products.${p}`) }))}
            />
          ) : null}
          <Button type="submit" variant="light">
            {t('team.find')}
          </Button>
        </Group>
      </form>
      {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('error.generic')}
        </Alert>
      ) : null}
      {list.isSuccess && list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('records.empty')}
        </Text>
      ) : null}
      {list.data?.items.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table fz="sm" verticalSpacing={6} striped>
            {kind === 'bets' ? (
              <BetRows rows={list.data.items as TeamBet[]} />
            ) : (
              <TransactionRows rows={list.data.items as DownlineTransaction[]} />
            )}
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

/** personalHistoryCopy: team betting. */
export default function TeamBettingPage() {
  return <TeamRecords kind="bets" titled />;
}
