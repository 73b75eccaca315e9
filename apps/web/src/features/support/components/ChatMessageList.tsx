import type { ChatMessage } from '@arcadia/contract/support';
import { Box, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChatImage } from '../api/get-chat-image';

function ChatImage({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | null = null;
    getChatImage(id, ctrl.signal).then(
      (u) => {
        url = u;
        setSrc(u);
      },
      () => {},
    );
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (!src) return <Loader size="xs" role="status" aria-label={t('support:chat.loading')} />;
  return <Image src={src} alt={t('support:chat.imageAlt')} maw={220} radius="sm" />;
}

export type ChatMessageListProps = {
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  formatTime: (iso: string) => string;
};

/** The conversation as a log: screen readers hear new messages as they arrive. */
export function ChatMessageList({ messages, hasMore, loadingOlder, onOlder, formatTime }: ChatMessageListProps) {
  const { t } = useTranslation('support');
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a new message arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={t('support:chat.messagesLabel')}
      tabIndex={0}
      style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
    >
      <Stack gap="xs" p="sm">
        {hasMore ? (
          <Button variant="subtle" size="xs" onClick={onOlder} loading={loadingOlder}>
            {t('support:chat.earlier')}
          </Button>
        ) : null}
        {messages.map((m) => {
          const mine = m.sender === 'member';
          const who = mine ? t('support:chat.you') : (m.operatorName ?? t('support:chat.support'));
          return (
            <Group key={m.id} justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
              <Paper
                p="xs"
                radius="md"
                maw="85%"
                bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
                aria-label={`${who}, ${formatTime(m.createdAt)}`}
              >
                {!mine ? (
                  <Text size="xs" fw={600} c="dimmed">
                    {who}
                  </Text>
                ) : null}
                {m.body ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body}
                  </Text>
                ) : null}
                {m.hasImage ? <ChatImage id={m.id} /> : null}
                <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                  {formatTime(m.createdAt)}
                  {mine ? ` · ${m.read ? t('support:chat.read') : t('support:chat.sent')}` : ''}
                </Text>
              </Paper>
            </Group>
          );
        })}
        <div ref={end} />
      </Stack>
    </Box>
  );
}
