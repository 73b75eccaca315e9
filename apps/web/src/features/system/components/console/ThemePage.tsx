import type { Templates } from '@arcadia/contract/system';
import { Box, Button, Card, ColorInput, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useSite } from '../../api/console/get-site';
import { useSaveTemplates } from '../../api/console/save-templates';
import { SaveOutcome } from './SaveOutcome';

const COLORS = ['primary', 'accent', 'background', 'surface', 'text', 'headerBackground', 'headerText'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

function ThemeEditor({ save, current, canEdit }: { save: ReturnType<typeof useSaveTemplates>; current: Templates; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const [draft, setDraft] = useState(current);
  const valid = COLORS.every((c) => HEX.test(draft.colors[c])) && draft.template.trim() !== '' && draft.mobileTemplate.trim() !== '';
  const text = (key: 'template' | 'mobileTemplate' | 'logoUrl') => (
    <TextInput
      label={t(`theme.${key}`)}
      value={draft[key]}
      disabled={!canEdit}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
    />
  );
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('theme.title')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('theme.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {text('template')}
          {text('mobileTemplate')}
          {text('logoUrl')}
        </SimpleGrid>
        <SegmentedControl
          aria-label={t('theme.scheme')}
          value={draft.colorScheme}
          disabled={!canEdit}
          onChange={(v) => setDraft({ ...draft, colorScheme: v as Templates['colorScheme'] })}
          data={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
          {COLORS.map((c) => (
            <ColorInput
              key={c}
              label={t(`theme.colors.${c}`)}
              format="hex"
              value={draft.colors[c]}
              disabled={!canEdit}
              error={HEX.test(draft.colors[c]) ? null : t('theme.invalidColor')}
              onChange={(v) => setDraft({ ...draft, colors: { ...draft.colors, [c]: v } })}
            />
          ))}
        </SimpleGrid>
        <Box
          aria-label={t('theme.preview')}
          role="img"
          p="sm"
          style={{ background: draft.colors.background, color: draft.colors.text, borderRadius: 8 }}
        >
          <Box p="xs" style={{ background: draft.colors.headerBackground, color: draft.colors.headerText, borderRadius: 6 }}>
            {t('theme.previewHeader')}
          </Box>
          <Group mt="xs" gap="xs">
            <Box px="sm" py={4} style={{ background: draft.colors.primary, color: '#fff', borderRadius: 6 }}>
              {t('theme.previewButton')}
            </Box>
            <Box
              px="sm"
              py={4}
              style={{ background: draft.colors.surface, borderLeft: `4px solid ${draft.colors.accent}`, borderRadius: 6 }}
            >
              {t('theme.previewCard')}
            </Box>
          </Group>
        </Box>
        <SaveOutcome error={save.error} saved={save.isSuccess} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button disabled={!valid} loading={save.isPending} onClick={() => save.mutate(draft)}>
              {t('theme.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Templates and theme: the template names, logo and colours the player site paints with. */
export default function ThemePage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const site = useSite(code);
  // Held here: the editor remounts with the saved theme, and the "Saved" line must survive that.
  const save = useSaveTemplates(code);
  const canEdit = can('admin');
  return (
    <QueryState loading={site.isPending} error={site.error} empty={false} onRetry={() => void site.refetch()}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {canEdit ? t('theme.intro') : t('adminOnly')}
        </Text>
        {site.data ? (
          <ThemeEditor key={JSON.stringify(site.data.templates)} save={save} current={site.data.templates} canEdit={canEdit} />
        ) : null}
      </Stack>
    </QueryState>
  );
}
