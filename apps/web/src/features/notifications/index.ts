/** Public API of the notifications feature (real-time events and their toasts). */
import { lazy } from 'react';

// Code-split: the socket and the toast code load for signed-in members only.
export const NotificationsSocket = lazy(() => import('./components/NotificationsSocket'));
export type { NotificationsSocketOptions } from './hooks/use-notifications-socket';
