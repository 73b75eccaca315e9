/** Public API of the support feature (customer service, help centre). Components load lazily. */

import { lazy } from 'react';

export const CustomerServiceButton = lazy(() => import('./components/CustomerServiceButton'));
export const HelpCentre = lazy(() => import('./components/HelpCentre'));
export const ChatPage = lazy(() => import('./components/ChatPage'));
export const ChatWindow = lazy(() => import('./components/ChatWindow'));
export { useChatPermission } from './api/get-chat-permission';
export { chatUnreadQuery, useChatUnread } from './api/get-chat-unread';
export { customerServiceQuery, getCustomerService, useCustomerService } from './api/get-customer-service';
export { getHelp, helpQuery, useHelp } from './api/get-help';
export { supportKeys } from './api/keys';
export { ChatButton } from './components/ChatButton';
export { CS_POPUP, openEntry } from './components/open-entry';
export { announceChat, type ChatSignal, useChatSignals } from './hooks/chat-signals';
export { useCustomerServiceScript } from './hooks/use-cs-script';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
