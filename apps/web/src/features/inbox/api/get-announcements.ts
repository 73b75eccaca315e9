import { noticeSchema } from '@arcadia/contract/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /wps/notice/announcements (getAnnouncementLogined): the members' notices, for a signed-in real account. */
export const getAnnouncements = (signal?: AbortSignal) => apiGet('/wps/notice/announcements', z.array(noticeSchema), { signal });

export const announcementsQuery = (language: string) =>
  queryOptions({ queryKey: inboxKeys.announcements(language), queryFn: ({ signal }) => getAnnouncements(signal), staleTime: 60_000 });

export function useAnnouncements(language: string, enabled: boolean) {
  return useQuery({ ...announcementsQuery(language), enabled });
}
