import { opsDashboardSchema } from '@arcadia/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

export const dashboardKey = (code: string) => ['ops', code, 'dashboard'] as const;

/** GET /ops/merchants/:code/dashboard (the server keeps each answer 30 s). */
export const getOpsDashboard = (code: string, signal?: AbortSignal) =>
  apiGet(`/ops/merchants/${encodeURIComponent(code)}/dashboard`, opsDashboardSchema, {
    signal,
    background: true,
    token: opsToken() ?? '',
  });

export const useOpsDashboard = (code: string) =>
  useQuery({ queryKey: dashboardKey(code), queryFn: ({ signal }) => getOpsDashboard(code, signal), refetchInterval: 30_000 });
