import type { Language } from '@arcadia/contract';
import type { OpsAuditEntry, OpsAuditQuery } from '@arcadia/contract/ops';
import { Button, Code, Group, Pagination, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { useAudit } from '../api/get-audit';
import type { OpsPageProps } from './page-props';

const SIZE = 20;
/** A date field (yyyy-mm-dd, the operator's day) as the instant it starts or ends. */
const dayBound = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined);

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v) ?? '—';

/** What changed, key by key, when both sides are objects (a flag switch lists one flag, not all 36). */
export function changedKeys(before: unknown, after: unknown): { key: string; from: string; to: string }[] | null {
  if (!isPlain(before) || !isPlain(after)) return null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => show(before[k]) !== show(after[k])).map((k) => ({ key: k, from: show(before[k]), to: show(after[k]) }));
}

function Change({ entry }: { entry: OpsAuditEntry }) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const diff = changedKeys(entry.before, entry.after);
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? t('audit.hide') : t('audit.show')}
      </Button>
      {open && diff ? (
        <Stack gap={2} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {diff.length === 0 ? <Text size="xs">{t('audit.noChange')}</Text> : null}
          {diff.map((d) => (
            <Text key={d.key} size="xs" ff="monospace" component="li" style={{ wordBreak: 'break-all' }}>
              {d.key}: {d.from} → {d.to}
            </Text>
          ))}
        </Stack>
      ) : null}
      {open && !diff ? (
        <Stack gap={4} mt={4}>
          <Text size="xs" fw={600}>
            {t('audit.before')}
          </Text>
          <Code block>{JSON.stringify(entry.before, null, 1)}</Code>
          <Text size="xs" fw={600}>
            {t('audit.after')}
          </Text>
          <Code block>{JSON.stringify(entry.after, null, 1)}</Code>
        </Stack>
      ) : null}
    </>
  );
}

/** The audit trail: who changed what, before and after, when and from where. Searchable, never editable. */
export default function AuditLog({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('ops');
  const [form, setForm] = useState({ action: '', operator: '', from: '', to: '' });
  const [query, setQuery] = useState<Partial<OpsAuditQuery>>({ page: 1, size: SIZE });
  const audit = useAudit(code, query);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({
      page: 1,
      size: SIZE,
      action: form.action.trim() || undefined,
      operator: form.operator.trim() || undefined,
      from: dayBound(form.from, false),
      to: dayBound(form.to, true),
    });
  };
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / SIZE));
  return (
    <Stack>
      <form onSubmit={search} aria-label={t('audit.search')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('audit.action')}
            value={form.action}
            onChange={(e) => setForm({ ...form, action: e.currentTarget.value })}
            w={200}
          />
          <TextInput
            label={t('audit.operator')}
            value={form.operator}
            onChange={(e) => setForm({ ...form, operator: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('audit.from')}
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
            w={160}
          />
          <Button type="submit">{t('audit.search')}</Button>
        </Group>
      </form>
      <QueryState loading={audit.isPending} error={audit.error} empty={audit.data?.items.length === 0} onRetry={() => void audit.refetch()}>
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={640} aria-label={t('tabs.audit')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.operator')}</Table.Th>
                <Table.Th>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.ip')}</Table.Th>
                <Table.Th>{t('audit.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audit.data?.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt, i18n.language as Language)}</Table.Td>
                  <Table.Td>{e.actor}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {e.action}
                    </Text>
                  </Table.Td>
                  <Table.Td>{e.ip ?? '—'}</Table.Td>
                  <Table.Td>
                    <Change entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('audit.total', { count: audit.data?.total ?? 0 })}
          </Text>
          <Pagination
            total={pages}
            value={query.page ?? 1}
            onChange={(page) => setQuery({ ...query, page })}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`audit.page.${control}`) })}
          />
        </Group>
      </QueryState>
    </Stack>
  );
}
