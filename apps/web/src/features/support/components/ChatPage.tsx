import { CHAT_ERRORS, type ChatMessage } from '@arcadia/contract/support';
import { Alert, Box, Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useChatThread } from '../api/get-chat-thread';
import { getChatTranscript } from '../api/get-chat-transcript';
import { supportKeys } from '../api/keys';
import { markChatRead } from '../api/mark-chat-read';
import { sendChatMessage } from '../api/send-chat-message';
import { announceChat, useChatSignals } from '../hooks/chat-signals';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { textOn } from './chat-geometry';

export type ChatPageProps = {
  title?: string | null;
  headerColor?: string | null;
  formatTime: (iso: string) => string;
  /** The page's height: the window's whole height in the chat window, what the site header leaves on its own. */
  height?: string;
};

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const embedded = typeof window !== 'undefined' && window.self !== window.top;

/** Our own chat page (the window embeds it): the member's conversation with the merchant's desk. */
export default function ChatPage({ title, headerColor, formatTime, height = '100dvh' }: ChatPageProps) {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const thread = useChatThread();
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const marked = useRef(0);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: supportKeys.chatThread() }), [client]);
  useChatSignals((s) => {
    if (s !== 'READ') void refresh();
  });

  const data = thread.data;
  const conversationId = data?.conversation?.id ?? null;
  // A new conversation starts a new history: drop older pages of the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on conversation change only
  useEffect(() => setOlder(null), [conversationId]);

  // Read receipt for what the member now sees; the shell's badge hears READ and refreshes.
  const newestFromDesk = [...(data?.messages ?? [])].reverse().find((m) => m.sender !== 'member')?.id ?? 0;
  useEffect(() => {
    if (!conversationId || newestFromDesk <= marked.current || document.visibilityState === 'hidden') return;
    marked.current = newestFromDesk;
    markChatRead(conversationId, newestFromDesk).then(
      () => announceChat('READ'),
      () => {
        marked.current = 0;
      },
    );
  }, [conversationId, newestFromDesk]);

  const send = async (input: { body: string; image?: string }) => {
    setSending(true);
    setSendError(null);
    try {
      await sendChatMessage(input);
      await refresh();
      return true;
    } catch (e) {
      setSendError(e instanceof ApiError && e.message ? e.message : t('support:chat.sendFailed'));
      return false;
    } finally {
      setSending(false);
    }
  };

  const loadOlder = async () => {
    const first = older?.messages[0] ?? data?.messages[0];
    if (!conversationId || !first) return;
    setLoadingOlder(true);
    try {
      const page = await getChatTranscript(conversationId, first.id);
      setOlder((o) => ({ messages: [...page.messages, ...(o?.messages ?? [])], hasMore: page.hasMore }));
    } catch {
      // the button stays; the member can try again
    } finally {
      setLoadingOlder(false);
    }
  };

  const color = headerColor && HEX.test(headerColor) ? headerColor : undefined;
  const header = (
    <Box
      bg={color ?? 'var(--mantine-primary-color-filled)'}
      c={color ? textOn(color) : 'var(--mantine-primary-color-contrast)'}
      px="sm"
      py={6}
    >
      {/* In the chat window its header already shows the title: say it once, for screen readers too. */}
      {embedded ? (
        <VisuallyHidden>
          <Title order={1}>{title || t('support:chat.title')}</Title>
        </VisuallyHidden>
      ) : (
        <Title order={1} size="h5">
          {title || t('support:chat.title')}
        </Title>
      )}
      {data ? <Text size="xs">{data.operatorsOnline ? t('support:chat.online') : t('support:chat.offline')}</Text> : null}
    </Box>
  );

  let body: React.ReactNode;
  if (thread.isPending) {
    body = (
      <Center flex={1} role="status">
        <Loader role="status" aria-label={t('support:chat.loading')} />
      </Center>
    );
  } else if (thread.isError) {
    const error = thread.error instanceof ApiError ? thread.error : null;
    const message = error?.message || t('support:chat.error');
    // A site without chat, or an account without it, is an answer, not a failure: no "try again" (issue 29).
    const final = error?.code === CHAT_ERRORS.disabled || error?.code === CHAT_ERRORS.noPermission;
    body = (
      <Center flex={1} p="md">
        {final ? (
          <Alert color="gray" role="status" data-testid="chat-unavailable">
            <Text size="sm">{message}</Text>
          </Alert>
        ) : (
          <Alert color="red" title={t('support:chat.error')} role="alert">
            <Stack gap="xs">
              <Text size="sm">{message}</Text>
              <Button size="xs" variant="light" onClick={() => void thread.refetch()}>
                {t('support:chat.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Center>
    );
  } else if (!data?.messages.length) {
    body = (
      <Center flex={1} p="md">
        <Text c="dimmed" ta="center">
          {t('support:chat.empty')}
        </Text>
      </Center>
    );
  } else {
    body = (
      <ChatMessageList
        messages={[...(older?.messages ?? []), ...data.messages]}
        hasMore={older ? older.hasMore : data.hasMore}
        loadingOlder={loadingOlder}
        onOlder={() => void loadOlder()}
        formatTime={formatTime}
      />
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height, minHeight: 0 }}>
      {header}
      {body}
      {data?.conversation?.status === 'closed' ? (
        <Text size="xs" c="dimmed" ta="center" px="sm">
          {t('support:chat.closedNote')}
        </Text>
      ) : null}
      {thread.isError ? null : <ChatComposer sending={sending} error={sendError} onSend={send} />}
    </div>
  );
}
