import { type CreateRain, grabResultSchema, rainSchema } from '@arcadia/contract/agents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { agentsKeys } from './keys';

const rainsSchema = z.array(rainSchema);

/** GET /wps/agent/rains: the agent's own rains. */
export function useMyRains() {
  return useQuery({
    queryKey: agentsKeys.rains('mine'),
    queryFn: ({ signal }) => apiGet('/wps/agent/rains', rainsSchema, { signal, background: true }),
  });
}

/** GET /wps/agent/rains/open: rains of my uplines open now (polled: no team-wide broadcast exists). */
export function useOpenRains() {
  return useQuery({
    queryKey: agentsKeys.rains('open'),
    queryFn: ({ signal }) => apiGet('/wps/agent/rains/open', rainsSchema, { signal, background: true }),
    refetchInterval: 60_000,
  });
}

/** POST /wps/agent/rains: fund a rain. */
export function useCreateRain(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRain) => apiSend('POST', '/wps/agent/rains', rainSchema, { body, background: true }),
    onSuccess: () => {
      onDone?.();
      return client.invalidateQueries({ queryKey: agentsKeys.rains('mine') });
    },
  });
}

/** POST /wps/agent/rains/:id/grab. */
export function useGrabRain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', `/wps/agent/rains/${id}/grab`, grabResultSchema, { background: true }),
    onSettled: () => client.invalidateQueries({ queryKey: agentsKeys.rains('open') }),
  });
}
