import type { OpsHelpItem } from '@arcadia/contract/system';
import { Alert, Box, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { type HelpItemChange, useChangeHelpItem, useOpsHelpItems } from '../../api/console/help-items';
import { type HelpItemFields, HelpItemForm } from './help/HelpItemForm';
import { HelpRow } from './help/HelpRow';

const LANGS = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;

/** Focus the same arrow of a moved item (or the other one at an end of its list). */
function focusArrow(id: number, direction: 'up' | 'down') {
  const button = (d: string) => document.querySelector<HTMLButtonElement>(`[data-move="${id}-${d}"]`);
  const same = button(direction);
  (same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up'))?.focus();
}
type Language = (typeof LANGS)[number];
/** What the form is open for: a new parent, a new child of a parent, or an existing item. */
type Editing = { kind: 'new'; parent: OpsHelpItem | null } | { kind: 'edit'; item: OpsHelpItem } | null;

/**
 * One language's help centre as a two-level tree (ADR 031): parents with their children, each saved on
 * its own. Moves are up/down buttons (keyboard reachable); deleting a parent with children says so first.
 */
function HelpTree({ code, language, items, canEdit }: { code: string; language: Language; items: OpsHelpItem[]; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const change = useChangeHelpItem(code, language);
  const [editing, setEditing] = useState<Editing>(null);
  // After a move the row is redrawn in its new place, and every arrow is disabled while the change
  // and the list's refetch run: keep the keyboard on the moved item's arrow once that render is in
  // (a focus sent earlier lands on a disabled button and is lost on a slow connection).
  const [refocus, setRefocus] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!refocus || change.isPending) return;
    focusArrow(refocus.id, refocus.direction);
    setRefocus(null);
  }, [refocus, change.isPending]);
  const parents = items.filter((i) => i.parentId === null);
  const childrenOf = (id: number) => items.filter((i) => i.parentId === id);
  const run = (c: HelpItemChange, after?: () => void) => change.mutate(c, { onSuccess: () => after?.() });
  const save = (fields: HelpItemFields) => {
    if (!editing) return;
    const done = () => setEditing(null);
    if (editing.kind === 'edit') run({ kind: 'update', id: editing.item.id, body: fields }, done);
    else run({ kind: 'create', body: { ...fields, language, parentId: editing.parent?.id ?? null } }, done);
  };
  const form = (heading: string, item: OpsHelpItem | null) => (
    <HelpItemForm
      code={code}
      heading={heading}
      item={item}
      parents={parents}
      hasChildren={item ? childrenOf(item.id).length > 0 : false}
      saving={change.isPending}
      error={change.error}
      onCancel={() => {
        change.reset();
        setEditing(null);
      }}
      onSave={save}
    />
  );
  const formFor = (item: OpsHelpItem, asParent: boolean) =>
    editing?.kind === 'edit' && editing.item.id === item.id
      ? form(t('help.editing', { title: item.title }), item)
      : asParent && editing?.kind === 'new' && editing.parent?.id === item.id
        ? form(t('help.newChild', { title: item.title }), null)
        : null;
  const row = (item: OpsHelpItem, i: number, siblings: OpsHelpItem[], asParent: boolean) => (
    <HelpRow
      item={item}
      first={i === 0}
      last={i === siblings.length - 1}
      childCount={asParent ? childrenOf(item.id).length : 0}
      canEdit={canEdit}
      busy={change.isPending}
      onMove={(direction) => run({ kind: 'move', id: item.id, direction }, () => setRefocus({ id: item.id, direction }))}
      onEdit={() => {
        change.reset();
        setEditing({ kind: 'edit', item });
      }}
      onAddChild={
        asParent
          ? () => {
              change.reset();
              setEditing({ kind: 'new', parent: item });
            }
          : undefined
      }
      onDelete={() => run({ kind: 'delete', id: item.id, cascade: asParent && childrenOf(item.id).length > 0 })}
    />
  );

  return (
    <Stack gap="xs">
      {change.error && !editing ? (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      {parents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('help.empty')}
        </Text>
      ) : null}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('help.tree')}>
        {parents.map((p, i) => {
          const kids = childrenOf(p.id);
          return (
            <Card
              key={p.id}
              withBorder
              padding="xs"
              component="li"
              style={p.bgColor ? { borderLeft: `4px solid ${p.bgColor}` } : undefined}
            >
              {row(p, i, parents, true)}
              {formFor(p, true)}
              {kids.length ? (
                <Box component="ol" aria-label={t('help.childrenOf', { title: p.title })} style={{ listStyle: 'none', margin: 0 }} pl="lg">
                  {kids.map((c, j) => (
                    <li key={c.id}>
                      {row(c, j, kids, false)}
                      {formFor(c, false)}
                    </li>
                  ))}
                </Box>
              ) : null}
            </Card>
          );
        })}
      </Stack>
      {editing?.kind === 'new' && editing.parent === null ? form(t('help.newParent'), null) : null}
      {canEdit && !editing ? (
        <Group>
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setEditing({ kind: 'new', parent: null });
            }}
          >
            {t('help.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export default function HelpPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const [language, setLanguage] = useState<Language>('EN');
  const help = useOpsHelpItems(code, language);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
          {t('help.intro')}
        </Text>
        <Select
          w={160}
          label={t('help.language')}
          value={language}
          onChange={(v) => v && setLanguage(v as Language)}
          data={LANGS.map((l) => ({ value: l, label: t(`help.languages.${l}`) }))}
          allowDeselect={false}
        />
      </Group>
      <QueryState loading={help.isPending} error={help.error} empty={false} onRetry={() => void help.refetch()}>
        {help.data ? <HelpTree key={language} code={code} language={language} items={help.data} canEdit={can('content')} /> : null}
      </QueryState>
    </Stack>
  );
}
