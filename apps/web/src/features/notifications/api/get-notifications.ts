import { socketMessageSchema } from '@arcadia/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

const messagesSchema = z.array(socketMessageSchema);

/** GET /wps/notifications?after=<id>: stored real-time events after an id, to catch up after a reconnect. */
export const getNotifications = (after: number, signal?: AbortSignal) =>
  apiGet('/wps/notifications', messagesSchema, { query: { after }, signal, background: true });

export const notificationsQuery = (after: number) =>
  queryOptions({ queryKey: notificationsKeys.since(after), queryFn: ({ signal }) => getNotifications(after, signal), staleTime: 0 });

export function useNotificationsSince(after: number, enabled = true) {
  return useQuery({ ...notificationsQuery(after), enabled });
}
