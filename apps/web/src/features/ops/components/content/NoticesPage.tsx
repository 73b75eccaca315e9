import { DEFAULT_NOTICE_GROUP, NOTICE_TYPES, type Notice, type PublishNoticeInput } from '@arcadia/contract/inbox';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOpsNotice } from '../../api/content/delete-notice';
import { useOpsNotices } from '../../api/content/get-notices';
import { useSaveOpsNotice } from '../../api/content/save-notice';
import { QueryState } from '../QueryState';
import { ConfirmButton } from './ConfirmButton';
import { fromLocalInput, scheduleOf, toLocalInput } from './dates';
import { EditorActions, ScheduleFields, windowInvalid } from './EditorParts';
import { HtmlEditor } from './HtmlEditor';
import type { OpsPageProps } from './page-props';

const SCHEDULE_COLOR = { scheduled: 'blue', running: 'green', ended: 'gray' } as const;

function NoticeEditor({ code, notice, onDone }: { code: string; notice: Notice | null; onDone: () => void }) {
  const { t } = useTranslation('ops/content');
  const save = useSaveOpsNotice(code);
  const [draft, setDraft] = useState({
    type: notice?.type ?? 'B',
    groupName: notice?.groupName ?? DEFAULT_NOTICE_GROUP,
    title: notice?.title ?? '',
    content: notice?.content ?? '',
    start: toLocalInput(notice?.startDate),
    end: toLocalInput(notice?.endDate),
  });
  const start = fromLocalInput(draft.start);
  const end = fromLocalInput(draft.end);
  const body: PublishNoticeInput = {
    type: draft.type,
    groupName: draft.groupName.trim() || DEFAULT_NOTICE_GROUP,
    title: draft.title.trim(),
    content: draft.content,
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
  };
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={notice ? t('notices.editOne', { title: notice.title }) : t('notices.new')}
    >
      <Stack gap="xs">
        <TextInput
          label={t('fields.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          required
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            label={t('notices.type')}
            data={NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices.types.${v}`) }))}
            value={draft.type}
            onChange={(v) => v && setDraft({ ...draft, type: v as Notice['type'] })}
            allowDeselect={false}
          />
          <TextInput
            label={t('notices.group')}
            value={draft.groupName}
            onChange={(e) => setDraft({ ...draft, groupName: e.currentTarget.value })}
            maxLength={40}
          />
        </SimpleGrid>
        <ScheduleFields start={draft.start} end={draft.end} onChange={(w) => setDraft({ ...draft, ...w })} />
        <HtmlEditor code={code} value={draft.content} onChange={(content) => setDraft((d) => ({ ...d, content }))} />
        <EditorActions
          error={save.error}
          saving={save.isPending}
          disabled={!body.title || windowInvalid(draft.start, draft.end)}
          onCancel={onDone}
          onSave={() => save.mutate({ id: notice?.id ?? null, body }, { onSuccess: onDone })}
        />
      </Stack>
    </Card>
  );
}

/** Site notices (board, promotion, pop-up and login types) by group, scheduled by dates. */
export default function NoticesPage({ code, can }: OpsPageProps) {
  const { t, i18n } = useTranslation('ops/content');
  const canEdit = can('content');
  const list = useOpsNotices(code);
  const remove = useDeleteOpsNotice(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const current = typeof editing === 'number' ? (list.data?.find((n) => n.id === editing) ?? null) : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('notices.intro')}
        </Text>
        {canEdit && editing === null ? <Button onClick={() => setEditing('new')}>{t('notices.new')}</Button> : null}
      </Group>
      {editing !== null ? <NoticeEditor key={String(editing)} code={code} notice={current} onDone={() => setEditing(null)} /> : null}
      {remove.error ? (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('notices.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.title')}</Table.Th>
                <Table.Th>{t('notices.type')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th>{t('fields.start')}</Table.Th>
                <Table.Th>{t('fields.end')}</Table.Th>
                <Table.Th>{t('fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((n) => {
                const schedule = scheduleOf(n.startDate, n.endDate);
                return (
                  <Table.Tr key={n.id}>
                    <Table.Td>{n.title}</Table.Td>
                    <Table.Td>{t(`notices.types.${n.type}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={SCHEDULE_COLOR[schedule]} variant="light">
                        {t(`schedule.${schedule}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{date(n.startDate)}</Table.Td>
                    <Table.Td>{date(n.endDate)}</Table.Td>
                    <Table.Td>
                      {canEdit ? (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setEditing(n.id)}
                            aria-label={t('notices.editOne', { title: n.title })}
                          >
                            {t('actions.edit')}
                          </Button>
                          <ConfirmButton
                            label={t('actions.delete')}
                            question={t('notices.confirmDelete', { title: n.title })}
                            onConfirm={() => remove.mutate(n.id)}
                          />
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </Stack>
  );
}
