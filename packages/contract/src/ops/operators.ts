import { z } from 'zod';
import { cashierRequestSchema } from '../cashier/index.js';

/**
 * Operator accounts of the console (issue 13, ADR 021). A permission is what a route asks for;
 * a role is a named set of permissions. `read` lets an operator look; every write names the
 * area it changes.
 */
/** `kyc`: read members' identity documents and decide on them (docs/adr/066-kyc.md). */
export const OPS_PERMISSIONS = ['read', 'content', 'finance', 'support', 'kyc', 'admin'] as const;
export const opsPermissionSchema = z.enum(OPS_PERMISSIONS);
export type OpsPermission = z.infer<typeof opsPermissionSchema>;

export const OPS_ROLES = ['admin', 'finance', 'content', 'support', 'read-only'] as const;
export const opsRoleSchema = z.enum(OPS_ROLES);
export type OpsRole = z.infer<typeof opsRoleSchema>;

/** Admin may do everything; the others read and write their own area only. */
export const OPS_ROLE_PERMISSIONS: Record<OpsRole, readonly OpsPermission[]> = {
  admin: OPS_PERMISSIONS,
  finance: ['read', 'finance'],
  content: ['read', 'content'],
  // The support desk is the first line for members' documents; finance and content never see them.
  support: ['read', 'support', 'kyc'],
  'read-only': ['read'],
};

export const OPS_SESSION_IDLE_MINUTES = 30;
export const OPS_SESSION_ABSOLUTE_HOURS = 12;
export const OPS_LOCK_AFTER_FAILURES = 5;
export const OPS_LOCK_MINUTES = 15;

export const opsLoginInputSchema = z.object({
  username: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(128),
  totp: z.string().regex(/^\d{6}$/, 'totp_format'),
});
export type OpsLoginInput = z.infer<typeof opsLoginInputSchema>;

export const opsOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: opsRoleSchema,
  /** null: a platform super-operator, who may work on any merchant. */
  merchantCode: z.string().nullable(),
  permissions: z.array(opsPermissionSchema),
});
export type OpsOperator = z.infer<typeof opsOperatorSchema>;
export const opsLoginResultSchema = z.object({ token: z.string(), expiresAt: z.string(), operator: opsOperatorSchema });

/** `POST /ops/operators` (super-operators and the machine token only). */
export const opsOperatorInputSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,40}$/),
  password: z.string().min(10).max(128),
  role: opsRoleSchema,
  merchantCode: z.string().min(1).max(32).nullable(),
});
export const opsOperatorCreatedSchema = opsOperatorSchema.extend({ totpSecret: z.string(), totpUri: z.string() });

/** `PUT /ops/merchants/:code/ip-allow-list`: empty means any address. */
export const opsIpAllowInputSchema = z.object({
  entries: z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'not an address or CIDR block')).max(100),
});

export const opsAuditQuerySchema = z.object({
  action: z.string().max(120).optional(),
  operator: z.string().max(60).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OpsAuditQuery = z.infer<typeof opsAuditQuerySchema>;
export const opsAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;
export const opsAuditPageSchema = z.object({ items: z.array(opsAuditEntrySchema), total: z.number().int() });
export type OpsAuditPage = z.infer<typeof opsAuditPageSchema>;

/** `GET /ops/merchants/:code/cashier/requests`: the deposit and withdrawal queue. */
export const opsCashierQueueQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  kind: z.enum(['deposit', 'withdraw']).optional(),
});
export const opsCashierQueueItemSchema = cashierRequestSchema.extend({ account: z.string() });
export type OpsCashierQueueItem = z.infer<typeof opsCashierQueueItemSchema>;
