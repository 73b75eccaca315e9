import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../features/session';
import { ChatButton, ChatWindow, chatUnreadQuery, useChatPermission, useChatSignals, useChatUnread } from '../../features/support';
import { useShellStore } from '../../features/system';

/**
 * Signed-in members only, loaded after the first paint: the floating chat button with its unread
 * badge and, once pressed, the chat window. The badge follows the socket (the shell relays CHAT
 * events) and the chat page's read receipts; closing the window refreshes it (spec 001 §4).
 */
export default function ChatLauncher() {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const accountType = useSessionStore((s) => s.isAgent);
  const language = useShellStore((s) => s.language);
  const allowed = useChatPermission(accountType);
  const unread = useChatUnread(accountType).data?.unReadCount ?? 0;
  const [open, setOpen] = useState(false);
  const refreshUnread = () => void client.invalidateQueries({ queryKey: chatUnreadQuery().queryKey });
  useChatSignals(refreshUnread);
  if (!allowed) return null;
  return open ? (
    <Suspense fallback={null}>
      <ChatWindow
        title={t('support:chat.title')}
        language={language}
        onClose={() => {
          setOpen(false);
          refreshUnread();
        }}
      />
    </Suspense>
  ) : (
    <ChatButton unread={unread} onOpen={() => setOpen(true)} />
  );
}
