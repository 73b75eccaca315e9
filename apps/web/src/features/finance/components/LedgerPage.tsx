import type { Language } from '@arcadia/contract';
import { LEDGER_KINDS, type LedgerQuery } from '@arcadia/contract/finance';
import { Button, Group, NativeSelect, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { useLedger } from '../api/books';
import type { FinancePageProps as OpsPageProps } from './page-props';

const SIZE = 20;
/** A date field (the operator's day) as the instant it starts, or the next day's start. */
const dayStart = (day: string, next: boolean) => {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/** One member's ledger: every entry of every wallet with the balance after it, newest first. */
export default function LedgerPage({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('finance');
  const [form, setForm] = useState({ account: '', kind: '', from: '', to: '' });
  const [query, setQuery] = useState<LedgerQuery | null>(null);
  const ledger = useLedger(code, query);
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!form.account.trim()) return;
    setQuery({
      account: form.account.trim(),
      kind: (form.kind || undefined) as LedgerQuery['kind'],
      from: dayStart(form.from, false),
      to: dayStart(form.to, true),
      page: 1,
      size: SIZE,
    });
  };
  return (
    <Stack>
      <form onSubmit={search} aria-label={t('ledger.search')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('table.member')}
            required
            value={form.account}
            onChange={(e) => setForm({ ...form, account: e.currentTarget.value })}
            w={180}
          />
          <NativeSelect
            label={t('ledger.kind')}
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.currentTarget.value })}
            data={[{ value: '', label: t('history.any') }, ...LEDGER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))]}
            w={150}
          />
          <TextInput
            type="date"
            label={t('ledger.from')}
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('ledger.to')}
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
            w={160}
          />
          <Button type="submit">{t('ledger.search')}</Button>
        </Group>
      </form>
      {!query ? (
        <Text size="sm" c="dimmed">
          {t('ledger.prompt')}
        </Text>
      ) : (
        <QueryState
          loading={ledger.isPending}
          error={ledger.error}
          empty={ledger.data?.items.length === 0}
          onRetry={() => void ledger.refetch()}
        >
          <ScrollArea type="auto" maw="100%">
            <Table
              striped
              verticalSpacing="xs"
              miw={900}
              style={{ whiteSpace: 'nowrap' }}
              aria-label={t('ledger.label', { account: query.account })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledger.time')}</Table.Th>
                  <Table.Th>{t('ledger.kind')}</Table.Th>
                  <Table.Th>{t('ledger.wallet')}</Table.Th>
                  <Table.Th ta="right">{t('table.amount')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.balanceAfter')}</Table.Th>
                  <Table.Th>{t('ledger.reference')}</Table.Th>
                  <Table.Th>{t('ledger.key')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.data?.items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.createdAt, i18n.language as Language)}</Table.Td>
                    <Table.Td>{t(`kind.${e.kind}`, { defaultValue: e.kind })}</Table.Td>
                    <Table.Td>
                      {e.wallet}
                      {e.bucket === 'held' ? ` (${t('ledger.held')})` : ''}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" c={e.amount.startsWith('-') ? 'red' : undefined}>
                      {e.amount}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {e.balanceAfter}
                    </Table.Td>
                    <Table.Td>
                      #{e.transactionId} · {e.counterparty || '—'}
                    </Table.Td>
                    <Table.Td miw={160} maw={240} style={{ whiteSpace: 'normal' }}>
                      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {e.idempotencyKey}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Pager total={ledger.data?.total ?? 0} size={SIZE} page={query.page ?? 1} onPage={(page) => setQuery({ ...query, page })} />
        </QueryState>
      )}
    </Stack>
  );
}
