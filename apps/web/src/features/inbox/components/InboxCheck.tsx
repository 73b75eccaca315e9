import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newestRecentUnread } from '../api/get-messages';
import { scheduleInboxCheck } from '../hooks/inbox-check';

const SHOWN_KEY = 'inbox.checkShown';

/** A message is announced once per browser session, not on every page load. */
function firstTime(id: number): boolean {
  try {
    const shown = new Set<number>(JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as number[]);
    if (shown.has(id)) return false;
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown, id].slice(-50)));
    return true;
  } catch {
    return true;
  }
}

/**
 * Mounted once a member signs in: 1 s later it looks for the newest unread message of the last
 * 7 days and, when there is one, shows it as a notice with a way to the inbox.
 */
export function InboxCheck({ enabled, onOpenInbox }: { enabled: boolean; onOpenInbox: () => void }) {
  const { t } = useTranslation('inbox');
  useEffect(() => {
    if (!enabled) return;
    return scheduleInboxCheck(
      () => newestRecentUnread(),
      (message) => {
        if (!message || !firstTime(message.id)) return;
        notifications.show({
          id: `inbox-${message.id}`,
          title: t('check.title'),
          message: message.title,
          onClick: onOpenInbox,
          closeButtonProps: { 'aria-label': t('close') },
          style: { cursor: 'pointer' },
        });
      },
    );
  }, [enabled, onOpenInbox, t]);
  return null;
}

export default InboxCheck;
