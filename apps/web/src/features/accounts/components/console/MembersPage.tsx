import type { Language } from '@arcadia/contract';
import { ACCOUNT_TYPES } from '@arcadia/contract/accounts';
import { MEMBER_STATUSES } from '@arcadia/contract/ops/members';
import { Button, Group, Pagination, ScrollArea, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { type MemberFilter, useMemberSearch } from '../../api/console/search-members';
import { MemberProfile } from './MemberProfile';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 20;

/** Members: search (account prefix, nickname, mobile, status, type), then one member's profile and actions. */
export default function MembersPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('accounts/console');
  const [draft, setDraft] = useState({ account: '', nickname: '', mobile: '', status: '', type: '' });
  const [filter, setFilter] = useState<MemberFilter>({ page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const result = useMemberSearch(code, filter);

  if (selected) return <MemberProfile code={code} account={selected} can={can} onBack={() => setSelected(null)} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({
      page: 1,
      account: draft.account.trim() || undefined,
      nickname: draft.nickname.trim() || undefined,
      mobile: draft.mobile.replace(/\D/g, '') || undefined,
      status: (draft.status || undefined) as MemberFilter['status'],
      type: draft.type === '' ? undefined : Number(draft.type),
    });
  };
  const total = result.data?.total ?? 0;
  return (
    <Stack>
      <form onSubmit={submit} aria-label={t('search.title')}>
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label={t('search.account')}
            value={draft.account}
            onChange={(e) => setDraft({ ...draft, account: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            label={t('search.nickname')}
            value={draft.nickname}
            onChange={(e) => setDraft({ ...draft, nickname: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            label={t('search.mobile')}
            value={draft.mobile}
            inputMode="numeric"
            onChange={(e) => setDraft({ ...draft, mobile: e.currentTarget.value })}
            w={160}
          />
          <Select
            label={t('search.status')}
            data={[{ value: '', label: t('search.any') }, ...MEMBER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
            value={draft.status}
            onChange={(v) => setDraft({ ...draft, status: v ?? '' })}
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t('search.type')}
            data={[{ value: '', label: t('search.any') }, ...ACCOUNT_TYPES.map((v) => ({ value: String(v), label: t(`type.${v}`) }))]}
            value={draft.type}
            onChange={(v) => setDraft({ ...draft, type: v ?? '' })}
            allowDeselect={false}
            w={170}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      <QueryState
        loading={result.isPending}
        error={result.error}
        empty={result.data?.items.length === 0}
        onRetry={() => void result.refetch()}
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('search.found', { count: total })}
        </Text>
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={860} aria-label={t('search.results')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.account')}</Table.Th>
                <Table.Th>{t('field.nickname')}</Table.Th>
                <Table.Th>{t('field.type')}</Table.Th>
                <Table.Th>{t('field.status')}</Table.Th>
                <Table.Th>{t('field.club')}</Table.Th>
                <Table.Th>{t('field.mobile')}</Table.Th>
                <Table.Th>{t('field.lastLogin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data?.items.map((m) => (
                <Table.Tr key={m.account}>
                  <Table.Td>
                    <UnstyledButton
                      onClick={() => setSelected(m.account)}
                      c="blue"
                      td="underline"
                      aria-label={t('search.open', { account: m.account })}
                    >
                      {m.account}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{m.nickname || '—'}</Table.Td>
                  <Table.Td>{t(`type.${m.type}`, { defaultValue: String(m.type) })}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={m.status} />
                  </Table.Td>
                  <Table.Td>{m.clubLabel?.name ?? '—'}</Table.Td>
                  <Table.Td>{m.mobile ?? '—'}</Table.Td>
                  <Table.Td>{m.lastLogin ? formatDateTime(m.lastLogin, i18n.language as Language) : t('field.never')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {total > PAGE_SIZE ? (
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={filter.page}
            onChange={(page) => setFilter({ ...filter, page })}
            getControlProps={(c) => ({ 'aria-label': t(`page.${c}`) })}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
