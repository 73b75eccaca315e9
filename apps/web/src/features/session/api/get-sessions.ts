import { sessionEntrySchema } from '@arcadia/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { sessionKeys } from './keys';

const sessionsSchema = z.array(sessionEntrySchema);

/** GET /wps/session/sessions: the member's live sessions (devices). */
export const getSessions = (signal?: AbortSignal) => apiGet('/wps/session/sessions', sessionsSchema, { signal });

export const sessionsQuery = () => queryOptions({ queryKey: sessionKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions(enabled = true) {
  return useQuery({ ...sessionsQuery(), enabled });
}
