import {
  type OpsRole,
  opsOperatorCreatedSchema,
  opsOperatorListItemSchema,
  opsOperatorSessionsEndedSchema,
  opsOperatorTotpResetSchema,
} from '@arcadia/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

const keys = { all: (code: string) => ['ops', code, 'operators'] as const };
const base = (code: string, rest = '') => `/ops/merchants/${encodeURIComponent(code)}/operators${rest}`;
const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/operators */
export const useOperators = (code: string) =>
  useQuery({
    queryKey: keys.all(code),
    queryFn: ({ signal }) => apiGet(base(code), z.array(opsOperatorListItemSchema), { signal, ...auth() }),
  });

/** POST /ops/merchants/:code/operators: the answer holds the TOTP secret, shown once. */
export function useCreateOperator(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; password: string; role: OpsRole }) =>
      apiSend('POST', base(code), opsOperatorCreatedSchema, { body, ...auth() }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(code) }),
  });
}

const ACTIONS = {
  disable: { path: '/disable', schema: opsOperatorListItemSchema },
  enable: { path: '/enable', schema: opsOperatorListItemSchema },
  resetTotp: { path: '/reset-totp', schema: opsOperatorTotpResetSchema },
  endSessions: { path: '/end-sessions', schema: opsOperatorSessionsEndedSchema },
} as const;
export type OperatorAction = keyof typeof ACTIONS;

/** PUT …/operators/:id/role and POST …/operators/:id/{disable|enable|reset-totp|end-sessions} */
export function useOperatorWrite(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; action: OperatorAction | 'role'; role?: OpsRole }) => {
      if (v.action === 'role') {
        await apiSend('PUT', base(code, `/${v.id}/role`), opsOperatorListItemSchema, { body: { role: v.role }, ...auth() });
        return null;
      }
      const { path, schema } = ACTIONS[v.action];
      const res = await apiSend('POST', base(code, `/${v.id}${path}`), schema, auth());
      return 'totpSecret' in res ? res : null;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(code) }),
  });
}
