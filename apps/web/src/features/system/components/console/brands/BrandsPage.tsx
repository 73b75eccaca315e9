import { MERCHANT_STATUSES, type MerchantStatus } from '@arcadia/contract/system';
import { Badge, Button, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../../components/ConfirmButton';
import { Pager } from '../../../../../components/Pager';
import { QueryState } from '../../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../../lib/console-page';
import { useBrandStatus, useBrands } from '../../../api/console/brands';
import { NewBrandForm } from './NewBrandForm';

const SIZE = 20;
const STATUS_COLOR: Record<MerchantStatus, string> = { active: 'green', suspended: 'orange', disabled: 'gray' };

/** The platform's brands (ADR 070), for super-operators: search, status, paging, suspend and reopen, and the "New brand" form. */
export default function BrandsPage(_: ConsolePageProps) {
  const { t } = useTranslation('system/brands');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<MerchantStatus | null>(null);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useBrands({ q: q.trim() || undefined, status: status ?? undefined, page, size: SIZE });
  const change = useBrandStatus();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('new')}</Button>}
      </Group>
      {adding ? <NewBrandForm onDone={() => setAdding(false)} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchHint')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('status')}
          placeholder={t('anyStatus')}
          clearable
          data={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as MerchantStatus | null);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.items.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {['code', 'name', 'status', 'domain', 'members', 'online', 'ggr', 'actions'].map((c) => (
                  <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((b) => (
                <Table.Tr key={b.code} data-testid={`brand-${b.code}`}>
                  <Table.Td>{b.code}</Table.Td>
                  <Table.Td>{b.name}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[b.status]} variant="light">
                      {t(`statuses.${b.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{b.primaryDomain ?? '—'}</Table.Td>
                  <Table.Td>{b.members}</Table.Td>
                  <Table.Td>{b.online}</Table.Td>
                  <Table.Td>
                    {b.ggrToday} {b.currency}
                  </Table.Td>
                  <Table.Td>
                    {b.status === 'active' ? (
                      <ConfirmButton
                        color="orange"
                        label={t('suspend')}
                        question={t('suspendQuestion', { code: b.code })}
                        onConfirm={() => change.mutate({ code: b.code, verb: 'suspend' })}
                      />
                    ) : b.status === 'suspended' ? (
                      <Button size="xs" variant="light" onClick={() => change.mutate({ code: b.code, verb: 'reopen' })}>
                        {t('reopen')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.data ? <Pager total={list.data.total} size={SIZE} page={page} onPage={setPage} /> : null}
      </QueryState>
    </Stack>
  );
}
