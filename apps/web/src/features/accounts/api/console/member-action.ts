import {
  endSessionsResultSchema,
  memberStatusResultSchema,
  resetPasswordResultSchema,
  resetTwoFactorResultSchema,
} from '@arcadia/contract/ops/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { memberKeys, memberPath } from './keys';

/** The member writes of the console, each a POST with a reason (ADR 025). */
const ACTIONS = {
  lock: { path: '/lock', schema: memberStatusResultSchema },
  unlock: { path: '/unlock', schema: memberStatusResultSchema },
  resetPassword: { path: '/reset-password', schema: resetPasswordResultSchema },
  resetTwoFactor: { path: '/two-factor/reset', schema: resetTwoFactorResultSchema },
  endSessions: { path: '/sessions/end', schema: endSessionsResultSchema },
} as const;
export type MemberAction = keyof typeof ACTIONS;
export type MemberActionResult = z.infer<(typeof ACTIONS)[MemberAction]['schema']>;

/** POST /ops/merchants/:code/members/:account/{lock|unlock|reset-password|two-factor/reset|sessions/end} */
export const memberAction = (code: string, account: string, action: MemberAction, body: { reason: string; sessionId?: string }) =>
  apiSend('POST', memberPath(code, account, ACTIONS[action].path), ACTIONS[action].schema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useMemberAction(code: string, account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: MemberAction; reason: string; sessionId?: string }) =>
      memberAction(code, account, v.action, { reason: v.reason, ...(v.sessionId ? { sessionId: v.sessionId } : {}) }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all(code) }),
  });
}
