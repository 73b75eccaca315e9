import { type OpsPopup, POPUP_EXECUTIONS } from '@arcadia/contract/promotions';
import { Alert, Badge, Button, Card, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOpsPopup } from '../../api/content/delete-popup';
import { useOpsPopups } from '../../api/content/get-popups';
import { type PopupDraft, useSaveOpsPopup } from '../../api/content/save-popup';
import { QueryState } from '../QueryState';
import { ConfirmButton } from './ConfirmButton';
import { EditorActions } from './EditorParts';
import { HtmlEditor } from './HtmlEditor';
import type { OpsPageProps } from './page-props';

function PopupEditor({ code, popup, onDone }: { code: string; popup: OpsPopup | null; onDone: () => void }) {
  const { t } = useTranslation('ops/content');
  const save = useSaveOpsPopup(code);
  const [draft, setDraft] = useState<PopupDraft>({
    title: popup?.title ?? '',
    content: popup?.content ?? '',
    execution: popup?.execution ?? 'F',
    sort: popup?.sort ?? 0,
  });
  return (
    <Card withBorder padding="sm" component="section" aria-label={popup ? t('popups.editOne', { title: popup.title }) : t('popups.new')}>
      <Stack gap="xs">
        <TextInput
          label={t('fields.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          required
          maxLength={200}
        />
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
        <HtmlEditor code={code} value={draft.content} onChange={(content) => setDraft((d) => ({ ...d, content }))} />
        <EditorActions
          error={save.error}
          saving={save.isPending}
          disabled={!draft.title.trim()}
          onCancel={onDone}
          onSave={() => save.mutate({ id: popup?.id ?? null, body: { ...draft, title: draft.title.trim() } }, { onSuccess: onDone })}
        />
      </Stack>
    </Card>
  );
}

/** Advertisement popups shown on the home page, by audience; HTML with the server's sanitised preview. */
export default function PopupsPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('ops/content');
  const canEdit = can('content');
  const list = useOpsPopups(code);
  const remove = useDeleteOpsPopup(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? (list.data?.find((p) => p.id === editing) ?? null) : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('popups.intro')}
        </Text>
        {canEdit && editing === null ? <Button onClick={() => setEditing('new')}>{t('popups.new')}</Button> : null}
      </Group>
      {editing !== null ? <PopupEditor key={String(editing)} code={code} popup={current} onDone={() => setEditing(null)} /> : null}
      {remove.error ? (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('popups.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.title')}</Table.Th>
                <Table.Th>{t('popups.audience')}</Table.Th>
                <Table.Th>{t('fields.sort')}</Table.Th>
                <Table.Th>{t('fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.title}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`popups.execution.${p.execution}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{p.sort}</Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(p.id)}
                          aria-label={t('popups.editOne', { title: p.title })}
                        >
                          {t('actions.edit')}
                        </Button>
                        <ConfirmButton
                          label={t('actions.delete')}
                          question={t('popups.confirmDelete', { title: p.title })}
                          loading={remove.isPending && remove.variables === p.id}
                          onConfirm={() => remove.mutate(p.id)}
                        />
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </Stack>
  );
}
