import type { Language } from '@arcadia/contract';
import { type OpsPopup, POPUP_EXECUTIONS } from '@arcadia/contract/promotions';
import { Badge, Card, Group, NumberInput, Select, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentList, RowActions } from '../../../../components/ContentList';
import { EditorActions, ScheduleFields, windowInvalid } from '../../../../components/EditorParts';
import { HtmlEditor } from '../../../../components/HtmlEditor';
import { compactTranslations } from '../../../../components/LanguageVariants';
import { useVariantText, VariantTitle } from '../../../../components/VariantText';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { htmlPreview } from '../../../../lib/html-preview';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-time';
import { useDeleteOpsPopup } from '../../api/console/delete-popup';
import { useOpsPopups } from '../../api/console/get-popups';
import { type PopupDraft, useSaveOpsPopup } from '../../api/console/save-popup';

function PopupEditor({ code, popup, onDone }: { code: string; popup: OpsPopup | null; onDone: () => void }) {
  const { t } = useTranslation('promotions/console');
  const save = useSaveOpsPopup(code);
  const v = useVariantText(code, { title: popup?.title ?? '', content: popup?.content ?? '' }, popup?.translations);
  const { text, translations } = v;
  const content = v.field('content');
  const [draft, setDraft] = useState<Omit<PopupDraft, 'startsAt' | 'endsAt' | 'title' | 'content' | 'translations'>>({
    execution: popup?.execution ?? 'F',
    sort: popup?.sort ?? 0,
  });
  // The showing window as the date inputs hold it (local wall time); ISO instants when saved.
  const [when, setWhen] = useState({ start: toLocalInput(popup?.startsAt), end: toLocalInput(popup?.endsAt) });
  return (
    <Card withBorder padding="sm" component="section" aria-label={popup ? t('popups.editOne', { title: popup.title }) : t('popups.new')}>
      <Stack gap="xs">
        <VariantTitle v={v} />
        <HtmlEditor key={v.active} preview={htmlPreview(code)} value={content.value ?? ''} onChange={(html) => content.set(html)} />
        <Group grow align="flex-start">
          <Select
            label={t('popups.audience')}
            data={POPUP_EXECUTIONS.map((v) => ({ value: v, label: t(`popups.execution.${v}`) }))}
            value={draft.execution}
            onChange={(v) => v && setDraft({ ...draft, execution: v as PopupDraft['execution'] })}
            allowDeselect={false}
          />
          <NumberInput
            label={t('fields.sort')}
            value={draft.sort}
            onChange={(v) => setDraft({ ...draft, sort: Number(v) || 0 })}
            allowDecimal={false}
          />
        </Group>
        <ScheduleFields start={when.start} end={when.end} onChange={setWhen} />
        <EditorActions
          error={save.error}
          saving={save.isPending}
          disabled={!text.title.trim() || windowInvalid(when.start, when.end)}
          onCancel={onDone}
          onSave={() =>
            save.mutate(
              {
                id: popup?.id ?? null,
                body: {
                  ...draft,
                  title: text.title.trim(),
                  content: text.content,
                  translations: compactTranslations(translations),
                  startsAt: fromLocalInput(when.start),
                  endsAt: fromLocalInput(when.end),
                },
              },
              { onSuccess: onDone },
            )
          }
        />
      </Stack>
    </Card>
  );
}

/** Advertisement popups shown on the home page, by audience; HTML with the server's sanitised preview. */
export default function PopupsPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('promotions/console');
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language as Language) : '—');
  const canEdit = can('content');
  const list = useOpsPopups(code);
  const remove = useDeleteOpsPopup(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? (list.data?.find((p) => p.id === editing) ?? null) : null;
  return (
    <ContentList
      intro={t('popups.intro')}
      newLabel={canEdit && editing === null ? t('popups.new') : null}
      onNew={() => setEditing('new')}
      editor={editing !== null ? <PopupEditor key={String(editing)} code={code} popup={current} onDone={() => setEditing(null)} /> : null}
      removeError={remove.error}
      list={list}
      tableLabel={t('popups.table')}
      minWidth={720}
      columns={[t('fields.title'), t('popups.audience'), t('fields.start'), t('fields.end'), t('fields.sort'), t('fields.actions')]}
    >
      {list.data?.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{p.title}</Table.Td>
          <Table.Td>
            <Badge variant="light">{t(`popups.execution.${p.execution}`)}</Badge>
          </Table.Td>
          <Table.Td>{date(p.startsAt)}</Table.Td>
          <Table.Td>{date(p.endsAt)}</Table.Td>
          <Table.Td>{p.sort}</Table.Td>
          <Table.Td>
            {canEdit ? (
              <RowActions
                editLabel={t('popups.editOne', { title: p.title })}
                onEdit={() => setEditing(p.id)}
                deleteQuestion={t('popups.confirmDelete', { title: p.title })}
                deleting={remove.isPending && remove.variables === p.id}
                onDelete={() => remove.mutate(p.id)}
              />
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </ContentList>
  );
}
