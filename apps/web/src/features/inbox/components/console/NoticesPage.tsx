import { DEFAULT_NOTICE_GROUP, NOTICE_TYPES, type Notice, type OpsNotice, type PublishNoticeInput } from '@arcadia/contract/inbox';
import { Badge, Card, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentList, RowActions } from '../../../../components/ContentList';
import { EditorActions, ScheduleFields, windowInvalid } from '../../../../components/EditorParts';
import { HtmlEditor } from '../../../../components/HtmlEditor';
import { compactTranslations } from '../../../../components/LanguageVariants';
import { useVariantText, VariantTitle } from '../../../../components/VariantText';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { htmlPreview } from '../../../../lib/html-preview';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-time';
import { useDeleteOpsNotice } from '../../api/console/delete-notice';
import { useOpsNotices } from '../../api/console/get-notices';
import { useSaveOpsNotice } from '../../api/console/save-notice';

const SCHEDULE_COLOR = { scheduled: 'blue', running: 'green', ended: 'gray' } as const;

function NoticeEditor({ code, notice, onDone }: { code: string; notice: OpsNotice | null; onDone: () => void }) {
  const { t } = useTranslation('inbox/console');
  const save = useSaveOpsNotice(code);
  // Title and content per language: the news page shows the reader's.
  const v = useVariantText(code, { title: notice?.title ?? '', content: notice?.content ?? '' }, notice?.translations);
  const { text, translations } = v;
  const content = v.field('content');
  const [draft, setDraft] = useState({
    type: notice?.type ?? 'B',
    groupName: notice?.groupName ?? DEFAULT_NOTICE_GROUP,
    start: toLocalInput(notice?.startDate),
    end: toLocalInput(notice?.endDate),
  });
  const start = fromLocalInput(draft.start);
  const end = fromLocalInput(draft.end);
  const body: PublishNoticeInput = {
    type: draft.type,
    groupName: draft.groupName.trim() || DEFAULT_NOTICE_GROUP,
    title: text.title.trim(),
    content: text.content,
    translations: compactTranslations(translations),
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
        <VariantTitle v={v} />
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
        <HtmlEditor key={v.active} preview={htmlPreview(code)} value={content.value ?? ''} onChange={(html) => content.set(html)} />
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
export default function NoticesPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('inbox/console');
  const canEdit = can('content');
  const list = useOpsNotices(code);
  const remove = useDeleteOpsNotice(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const current = typeof editing === 'number' ? (list.data?.find((n) => n.id === editing) ?? null) : null;
  return (
    <ContentList
      intro={t('notices.intro')}
      newLabel={canEdit && editing === null ? t('notices.new') : null}
      onNew={() => setEditing('new')}
      editor={editing !== null ? <NoticeEditor key={String(editing)} code={code} notice={current} onDone={() => setEditing(null)} /> : null}
      removeError={remove.error}
      list={list}
      tableLabel={t('notices.table')}
      minWidth={720}
      columns={[t('fields.title'), t('notices.type'), t('fields.status'), t('fields.start'), t('fields.end'), t('fields.actions')]}
    >
      {list.data?.map((n) => {
        const schedule = n.schedule;
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
                <RowActions
                  editLabel={t('notices.editOne', { title: n.title })}
                  onEdit={() => setEditing(n.id)}
                  deleteQuestion={t('notices.confirmDelete', { title: n.title })}
                  onDelete={() => remove.mutate(n.id)}
                />
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ContentList>
  );
}
