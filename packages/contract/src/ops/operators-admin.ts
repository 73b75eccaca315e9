import { z } from 'zod';
import { opsRoleSchema } from './operators.js';

/** The console's operator management page (ADR 030): an admin manages the operators of their merchant. */
export const OPS_OPERATOR_ERRORS = {
  notFound: 'ops_operator_not_found',
  /** An operator may not disable or demote themself. */
  self: 'ops_operator_self',
  /** The last active admin of a merchant cannot be disabled or demoted. */
  lastAdmin: 'ops_operator_last_admin',
  taken: 'ops_operator_taken',
} as const;

export const OPS_OPERATOR_STATUSES = ['active', 'locked', 'disabled'] as const;

export const opsOperatorIdParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });

/** One row of the list: never the password hash or the TOTP secret. */
export const opsOperatorListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: opsRoleSchema,
  status: z.enum(OPS_OPERATOR_STATUSES),
  /** Console sessions still open (not ended, not idle, not past their end). */
  openSessions: z.number().int(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsOperatorListItem = z.infer<typeof opsOperatorListItemSchema>;

export const opsOperatorRoleInputSchema = z.object({ role: opsRoleSchema });
/** The new secret is answered once (like at creation); the old one stops working at once. */
export const opsOperatorTotpResetSchema = z.object({ totpSecret: z.string(), totpUri: z.string(), sessionsEnded: z.number().int() });
export const opsOperatorSessionsEndedSchema = z.object({ sessionsEnded: z.number().int() });
