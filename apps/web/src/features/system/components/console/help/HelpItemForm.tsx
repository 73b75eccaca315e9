import type { OpsHelpItem } from '@arcadia/contract/system';
import { Card, ColorSwatch, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorActions } from '../../../../../components/EditorParts';
import { HtmlEditor } from '../../../../../components/HtmlEditor';
import { htmlPreview } from '../../../../../lib/html-preview';

/** `parentId` is where the item sits; only an edit may change it (a new item goes where it was added). */
export type HelpItemFields = { tag: string; title: string; content: string; bgColor: string | null; parentId: number | null };

/** The Select's value for "top level" (its values are strings; ids are positive numbers). */
const TOP = 'top';

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const TAG = /^[A-Za-z0-9_-]+$/;

/** Checks the operator sees before saving; the server checks the same and answers in their language. */
export function helpFieldErrors(f: HelpItemFields): { tag?: true; title?: true; colour?: true } {
  return {
    ...(TAG.test(f.tag.trim()) ? {} : { tag: true }),
    ...(f.title.trim() ? {} : { title: true }),
    ...(f.bgColor === null || COLOUR.test(f.bgColor) ? {} : { colour: true }),
  };
}

/**
 * Adds or edits one item: tag, title, menu colour and HTML with the server-sanitised preview. An
 * edit also offers the item's place: the top level or under one of `parents`.
 */
export function HelpItemForm({
  code,
  heading,
  item,
  parents,
  hasChildren = false,
  saving,
  error,
  onCancel,
  onSave,
}: {
  code: string;
  heading: string;
  item: OpsHelpItem | null;
  /** The language's top-level items: an edit may move the item under one of them. */
  parents: OpsHelpItem[];
  /** A parent with children stays at the top level (the help centre has two levels). */
  hasChildren?: boolean;
  saving: boolean;
  error: Error | null;
  onCancel(): void;
  onSave(fields: HelpItemFields): void;
}) {
  const { t } = useTranslation('system/console');
  const [f, setF] = useState<HelpItemFields>({
    tag: item?.tag ?? '',
    title: item?.title ?? '',
    content: item?.content ?? '',
    bgColor: item?.bgColor ?? null,
    parentId: item?.parentId ?? null,
  });
  const [touched, setTouched] = useState(false);
  const errors = helpFieldErrors(f);
  const show = (key: keyof typeof errors, message: string) => (touched && errors[key] ? message : null);
  const set = (patch: Partial<HelpItemFields>) => {
    setTouched(true);
    setF({ ...f, ...patch });
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label={heading} data-testid="help-item-form">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {heading}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('help.tag')}
            description={t('help.tagHint')}
            value={f.tag}
            maxLength={40}
            required
            error={show('tag', t('help.tagInvalid'))}
            onChange={(e) => set({ tag: e.currentTarget.value })}
          />
          <TextInput
            label={t('fields.title')}
            value={f.title}
            maxLength={200}
            required
            error={show('title', t('help.titleRequired'))}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <TextInput
            label={t('help.colour')}
            description={t('help.colourHint')}
            placeholder="#336699"
            value={f.bgColor ?? ''}
            maxLength={9}
            error={show('colour', t('help.colourInvalid'))}
            leftSection={f.bgColor && !errors.colour ? <ColorSwatch color={f.bgColor} size={14} /> : null}
            onChange={(e) => set({ bgColor: e.currentTarget.value.trim() || null })}
          />
        </Group>
        {item ? (
          <Select
            label={t('help.place')}
            description={hasChildren ? t('help.placeLocked') : t('help.placeHint')}
            disabled={hasChildren}
            allowDeselect={false}
            value={f.parentId === null ? TOP : String(f.parentId)}
            onChange={(v) => set({ parentId: v === null || v === TOP ? null : Number(v) })}
            data={[
              { value: TOP, label: t('help.topLevel') },
              ...parents
                .filter((p) => p.id !== item.id)
                .map((p) => ({ value: String(p.id), label: t('help.under', { title: p.title || t('help.untitled') }) })),
            ]}
          />
        ) : null}
        <HtmlEditor preview={htmlPreview(code)} value={f.content} onChange={(content) => set({ content })} />
        <EditorActions
          error={error}
          saving={saving}
          disabled={Object.keys(errors).length > 0}
          onCancel={onCancel}
          onSave={() => onSave({ ...f, tag: f.tag.trim(), title: f.title.trim() })}
        />
      </Stack>
    </Card>
  );
}
