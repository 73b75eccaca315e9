/** Public API of the inbox feature (messageV2, unread badge, notices). Pages load lazily. */
import { lazy } from 'react';

export const InboxPanel = lazy(() => import('./components/InboxPanel'));
export const NoticeBoard = lazy(() => import('./components/NoticeBoard'));
export const NewsBoard = lazy(() => import('./components/NewsBoard'));
export const UnreadBadge = lazy(() => import('./components/UnreadBadge'));
export const InboxCheck = lazy(() => import('./components/InboxCheck'));
export { deleteMessages, readMessages, useChangeMessages } from './api/change-messages';
export { getMessages, messagesQuery, newestRecentUnread, useMessages } from './api/get-messages';
export { getNotices, noticesQuery, useNotices } from './api/get-notices';
export { getUnread, unreadQuery, useUnreadCount } from './api/get-unread';
export { inboxKeys } from './api/keys';
export { scheduleInboxCheck } from './hooks/inbox-check';
