import {
  type LimitKind,
  type LimitPeriod,
  realityCheckSchema,
  type SetLimit,
  saferGamblingOverviewSchema,
  type TakeExclusion,
} from '@arcadia/contract/safer-gambling';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const saferGamblingKeys = {
  all: ['safer-gambling'] as const,
  overview: () => ['safer-gambling', 'overview'] as const,
  realityCheck: () => ['safer-gambling', 'reality-check'] as const,
};

/** GET /wps/safer-gambling/limits: limits with used and left, exclusion, reality-check choice. */
export const getOverview = (signal?: AbortSignal) => apiGet('/wps/safer-gambling/limits', saferGamblingOverviewSchema, { signal });
export function useSaferGambling() {
  return useQuery({ queryKey: saferGamblingKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

/** PUT /wps/safer-gambling/limits: lower at once; raise or remove (amount null) waits 24 h. */
export const setLimit = (body: SetLimit) =>
  apiSend('PUT', '/wps/safer-gambling/limits', saferGamblingOverviewSchema, { body, background: true });

/** POST /wps/safer-gambling/limits/confirm: applies a raise or removal after its wait. */
export const confirmLimit = (kind: LimitKind, period: LimitPeriod) =>
  apiSend('POST', '/wps/safer-gambling/limits/confirm', saferGamblingOverviewSchema, { body: { kind, period }, background: true });

/** POST /wps/safer-gambling/exclusion: the server signs every session out. */
export const takeExclusion = (body: TakeExclusion) =>
  apiSend('POST', '/wps/safer-gambling/exclusion', saferGamblingOverviewSchema, { body, background: true });

/** PUT /wps/safer-gambling/reality-check. */
export const setRealityCheck = (minutes: number) =>
  apiSend('PUT', '/wps/safer-gambling/reality-check', saferGamblingOverviewSchema, { body: { minutes }, background: true });

/** GET /wps/safer-gambling/reality-check: time, stakes and net result since sign-in. */
export const getRealityCheck = (signal?: AbortSignal) =>
  apiGet('/wps/safer-gambling/reality-check', realityCheckSchema, { signal, background: true });
