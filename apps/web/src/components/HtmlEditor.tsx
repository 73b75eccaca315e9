import { Box, Button, Group, Loader, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HtmlPreview } from '../lib/html-preview';
import { SafeHtml } from './SafeHtml';

/** The toolbar wraps the selection in one of a few tags; anything else is typed as HTML. */
const TOOLS = [
  { key: 'bold', open: '<b>', close: '</b>' },
  { key: 'italic', open: '<i>', close: '</i>' },
  { key: 'heading', open: '<h3>', close: '</h3>' },
  { key: 'paragraph', open: '<p>', close: '</p>' },
  { key: 'list', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { key: 'link', open: '<a href="https://">', close: '</a>' },
  { key: 'image', open: '<img src="https://" alt="', close: '">' },
] as const;

/**
 * A plain HTML textarea with a small toolbar and a live preview. The preview is the SERVER's
 * sanitised answer (the same sanitiser as saving), rendered through SafeHtml, so what the operator
 * sees is what players will get and a pasted script never runs here. The page hands in the preview call
 * (`lib/html-preview`), so the editor knows no endpoint and serves every feature's content pages (ADR 054).
 */
export function HtmlEditor({ preview: source, value, onChange }: { preview: HtmlPreview; value: string; onChange(next: string): void }) {
  const { t } = useTranslation('common/console');
  const area = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();
  const [debounced] = useDebouncedValue(value, 400);
  // The last answer stays while the next loads.
  const preview = useQuery({
    queryKey: [...source.key, debounced],
    queryFn: ({ signal }) => source.fetch(debounced, signal),
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const wrap = (open: string, close: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + open.length, end + open.length);
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Box>
        <Group gap={4} mb={4} role="toolbar" aria-label={t('htmlEditor.toolbar')}>
          {TOOLS.map((tool) => (
            <Button key={tool.key} size="compact-xs" variant="default" onClick={() => wrap(tool.open, tool.close)}>
              {t(`htmlEditor.tools.${tool.key}`)}
            </Button>
          ))}
        </Group>
        <Textarea
          ref={area}
          label={t('htmlEditor.html')}
          description={t('htmlEditor.htmlHint')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={8}
          maxRows={20}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          aria-describedby={previewId}
        />
      </Box>
      <Box>
        <Group gap="xs" mb={4}>
          <Text size="sm" fw={500} id={previewId}>
            {t('htmlEditor.preview')}
          </Text>
          {preview.isFetching ? <Loader size={12} aria-label={t('htmlEditor.previewLoading')} /> : null}
        </Group>
        <Paper withBorder p="sm" mih={120} style={{ overflow: 'auto', maxHeight: 420 }} data-testid="html-preview" aria-live="polite">
          {preview.error ? (
            <Text c="red" size="sm" role="alert">
              {preview.error.message}
            </Text>
          ) : (
            <SafeHtml html={preview.data?.html ?? ''} />
          )}
        </Paper>
        <Text size="xs" c="dimmed" mt={4}>
          {t('htmlEditor.previewHint')}
        </Text>
      </Box>
    </SimpleGrid>
  );
}
