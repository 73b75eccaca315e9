import type { HelpItem } from '@arcadia/contract/system';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsHelp, useSaveOpsHelp } from '../../api/content/help';
import { QueryState } from '../QueryState';
import { ConfirmButton } from './ConfirmButton';
import { EditorActions } from './EditorParts';
import { HtmlEditor } from './HtmlEditor';
import type { OpsPageProps } from './page-props';

const LANGS = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
const blank = (): HelpItem => ({ tag: '', title: '', content: '', bgColor: null, children: [] });

/**
 * One language's help centre: its top-level pages (tag, title, HTML with the sanitised preview). The
 * whole language is saved at once (the replace endpoint); sub-pages are kept as they are.
 */
function HelpEditor({ code, language, saved, canEdit }: { code: string; language: string; saved: HelpItem[]; canEdit: boolean }) {
  const { t } = useTranslation('ops/content');
  const save = useSaveOpsHelp(code, language);
  const [items, setItems] = useState(saved);
  const [open, setOpen] = useState<number | null>(null);
  const set = (i: number, patch: Partial<HelpItem>) => setItems(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const valid = items.every((it) => it.tag.trim() && it.title.trim());
  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('help.empty')}
        </Text>
      ) : null}
      {items.map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional until saved
        <Card key={i} withBorder padding="xs" component="section" aria-label={t('help.page', { title: it.title || it.tag || i + 1 })}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {it.title || t('help.untitled')}
              {it.children.length ? ` · ${t('help.children', { count: it.children.length })}` : ''}
            </Text>
            {canEdit ? (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setOpen(open === i ? null : i)}>
                  {t('actions.edit')}
                </Button>
                <ConfirmButton
                  label={t('actions.delete')}
                  question={t('help.confirmDelete', { title: it.title || it.tag })}
                  onConfirm={() => {
                    setItems(items.filter((_, j) => j !== i));
                    setOpen(null);
                  }}
                />
              </Group>
            ) : null}
          </Group>
          {open === i ? (
            <Stack gap="xs" mt="xs">
              <Group grow align="flex-start">
                <TextInput
                  label={t('help.tag')}
                  value={it.tag}
                  maxLength={40}
                  required
                  onChange={(e) => set(i, { tag: e.currentTarget.value })}
                />
                <TextInput
                  label={t('fields.title')}
                  value={it.title}
                  maxLength={200}
                  required
                  onChange={(e) => set(i, { title: e.currentTarget.value })}
                />
              </Group>
              <HtmlEditor code={code} value={it.content} onChange={(content) => set(i, { content })} />
            </Stack>
          ) : null}
        </Card>
      ))}
      {canEdit ? (
        <>
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setItems([...items, blank()]);
                setOpen(items.length);
              }}
            >
              {t('help.add')}
            </Button>
          </Group>
          <EditorActions
            error={save.error}
            saving={save.isPending}
            disabled={!valid}
            onCancel={() => setItems(saved)}
            onSave={() => save.mutate(items)}
          />
          {save.isSuccess ? (
            <Alert color="green" role="status">
              {t('help.saved')}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

export default function HelpPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('ops/content');
  const [language, setLanguage] = useState<string>('EN');
  const help = useOpsHelp(code, language);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('help.intro')}
        </Text>
        <Select
          w={160}
          aria-label={t('help.language')}
          value={language}
          onChange={(v) => v && setLanguage(v)}
          data={LANGS.map((l) => ({ value: l, label: t(`help.languages.${l}`) }))}
          allowDeselect={false}
        />
      </Group>
      <QueryState loading={help.isPending} error={help.error} empty={false} onRetry={() => void help.refetch()}>
        {help.data ? (
          <HelpEditor
            key={`${language}-${help.dataUpdatedAt}`}
            code={code}
            language={language}
            saved={help.data}
            canEdit={can('content')}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
