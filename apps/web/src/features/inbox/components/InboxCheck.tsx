import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newestRecentUnread } from '../api/get-messages';
import { scheduleInboxCheck } from '../hooks/inbox-check';

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
        if (!message) return;
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
