import { Box, Button, Group, Loader, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/SafeHtml';
import { useHtmlPreview } from '../../api/content/preview-html';

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
 * sees is what players will get and a pasted script never runs here.
 */
export function HtmlEditor({ code, value, onChange }: { code: string; value: string; onChange(next: string): void }) {
  const { t } = useTranslation('ops/content');
  const area = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();
  const [debounced] = useDebouncedValue(value, 400);
  const preview = useHtmlPreview(code, debounced);

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
        <Group gap={4} mb={4} role="toolbar" aria-label={t('editor.toolbar')}>
          {TOOLS.map((tool) => (
            <Button key={tool.key} size="compact-xs" variant="default" onClick={() => wrap(tool.open, tool.close)}>
              {t(`editor.tools.${tool.key}`)}
            </Button>
          ))}
        </Group>
        <Textarea
          ref={area}
          label={t('editor.html')}
          description={t('editor.htmlHint')}
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
            {t('editor.preview')}
          </Text>
          {preview.isFetching ? <Loader size={12} aria-label={t('editor.previewLoading')} /> : null}
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
          {t('editor.previewHint')}
        </Text>
      </Box>
    </SimpleGrid>
  );
}
