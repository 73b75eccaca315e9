import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '@arcadia/contract/finance';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { type AdjustmentQuery, useAdjustments } from '../api/adjustments';
import { AdjustmentTable } from './AdjustmentTable';
import type { FinancePageProps as OpsPageProps } from './page-props';

const SIZE = 20;

/** Every manual adjustment, newest first: who asked, who approved, the reason and the outcome. */
export default function HistoryPage({ code }: OpsPageProps) {
  const { t } = useTranslation('finance');
  const [form, setForm] = useState({ account: '', status: '' });
  const [query, setQuery] = useState<AdjustmentQuery>({ page: 1, size: SIZE });
  const list = useAdjustments(code, query);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({
      page: 1,
      size: SIZE,
      account: form.account.trim() || undefined,
      status: (form.status || undefined) as AdjustmentStatus | undefined,
    });
  };
  return (
    <Stack>
      <form onSubmit={search} aria-label={t('history.search')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('table.member')}
            value={form.account}
            onChange={(e) => setForm({ ...form, account: e.currentTarget.value })}
            w={180}
          />
          <NativeSelect
            label={t('table.status')}
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.currentTarget.value })}
            data={[{ value: '', label: t('history.any') }, ...ADJUSTMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
            w={160}
          />
          <Button type="submit">{t('history.search')}</Button>
        </Group>
      </form>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.items.length === 0} onRetry={() => void list.refetch()}>
        <AdjustmentTable items={list.data?.items ?? []} />
        <Pager total={list.data?.total ?? 0} size={SIZE} page={query.page} onPage={(page) => setQuery({ ...query, page })} />
      </QueryState>
    </Stack>
  );
}
