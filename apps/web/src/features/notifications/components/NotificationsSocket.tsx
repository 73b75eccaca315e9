import { type NotificationsSocketOptions, useNotificationsSocket } from '../hooks/use-notifications-socket';

/** Renders nothing: mounts the real-time socket so the shell can load it lazily for members only. */
export function NotificationsSocket(props: NotificationsSocketOptions) {
  useNotificationsSocket(props);
  return null;
}

export default NotificationsSocket;
