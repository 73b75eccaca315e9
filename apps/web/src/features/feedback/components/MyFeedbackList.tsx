import type { MemberFeedbackItem } from '@arcadia/contract/feedback';
import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyFeedback } from '../api/get-my-feedback';

/** Longer texts are cut here until the member expands them (the full text is at most 500 characters). */
export const FEEDBACK_PREVIEW_CHARS = 140;

type Props = { formatDateTime: (iso: string) => string };

/** The member's own feedback, newest first, with the status and the operator's answer (ADR 033). */
export function MyFeedbackList({ formatDateTime }: Props) {
  const { t } = useTranslation('feedback');
  const { items, total, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useMyFeedback();

  if (isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('history.loading')} />
      </Group>
    );
  if (isError && items.length === 0)
    return (
      <Alert color="red" role="alert" title={t('history.error')}>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('history.retry')}
        </Button>
      </Alert>
    );
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="feedback-history-empty">
        {t('history.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label={t('history.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <FeedbackEntry key={item.id} item={item} formatDateTime={formatDateTime} />
        ))}
      </Stack>
      {isFetchNextPageError ? <Alert color="red" role="alert" title={t('history.error')} /> : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('history.shown', { shown: items.length, total })}
        </Text>
        {hasNextPage ? (
          <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function FeedbackEntry({ item, formatDateTime }: { item: MemberFeedbackItem; formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation('feedback');
  const [expanded, setExpanded] = useState(false);
  const long = item.content.length > FEEDBACK_PREVIEW_CHARS;
  const textId = `feedback-${item.id}-text`;
  const shown = long && !expanded ? `${item.content.slice(0, FEEDBACK_PREVIEW_CHARS).trimEnd()}…` : item.content;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="feedback-entry" aria-labelledby={`feedback-${item.id}-head`}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb={6}>
        <Text fw={700} size="sm" id={`feedback-${item.id}-head`}>
          {t(`type.${item.type}`, { defaultValue: t('type.0') })}
          <Text span c="dimmed" fw={400} size="xs" ml="xs">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </Text>
        </Text>
        <Badge
          variant={item.status === 'replied' ? 'filled' : 'outline'}
          color={item.status === 'replied' ? 'teal.9' : 'gray.8'}
          data-testid="feedback-status"
        >
          {t(`history.status.${item.status}`)}
        </Badge>
      </Group>
      <Text id={textId} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
      {long ? (
        <Button
          variant="subtle"
          size="compact-xs"
          px={0}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((e) => !e)}
        >
          {t(expanded ? 'history.less' : 'history.more')}
        </Button>
      ) : null}
      {item.reply !== null ? (
        <Box
          mt="xs"
          p="xs"
          data-testid="feedback-reply"
          style={{ borderInlineStart: '3px solid var(--mantine-color-teal-7)', background: 'var(--mantine-color-default-hover)' }}
        >
          <Text size="xs" fw={700}>
            {t('history.reply')}
            {item.repliedAt ? (
              <Text span c="dimmed" fw={400} size="xs" ml="xs">
                <time dateTime={item.repliedAt}>{formatDateTime(item.repliedAt)}</time>
              </Text>
            ) : null}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.reply}
          </Text>
        </Box>
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          {t('history.noReply')}
        </Text>
      )}
    </Paper>
  );
}
