import { z } from 'zod';

/** A vendor as a merchant's operators see it: switched on for the merchant, and its maintenance window. */
export const opsVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  lane: z.string(),
  enabled: z.boolean(),
  maintenanceStart: z.string().nullable(),
  maintenanceEnd: z.string().nullable(),
  /** True while now falls inside the window (players then get vendor_under_maintenance). */
  underMaintenance: z.boolean(),
});
export const opsVendorParamsSchema = z.object({ code: z.string().min(1).max(32), vendor: z.string().min(1).max(32) });
export const opsVendorInputSchema = z
  .object({
    enabled: z.boolean(),
    maintenanceStart: z.iso.datetime({ offset: true }).nullable(),
    maintenanceEnd: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((v) => (v.maintenanceStart === null) === (v.maintenanceEnd === null), {
    message: 'start and end go together',
    path: ['maintenanceEnd'],
  })
  .refine((v) => !v.maintenanceStart || !v.maintenanceEnd || Date.parse(v.maintenanceEnd) > Date.parse(v.maintenanceStart), {
    message: 'end must be after start',
    path: ['maintenanceEnd'],
  });

export const opsCatalogueQuerySchema = z.object({
  search: z.string().trim().max(60).optional(),
  vendor: z.string().max(32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const opsCatalogueGameSchema = z.object({
  nodeId: z.number().int(),
  vendor: z.string(),
  roomId: z.string(),
  name: z.string(),
  gameType: z.string(),
  /** Platform-wide flags of the shared catalogue (shown, not edited per merchant). */
  hot: z.boolean(),
  recommended: z.boolean(),
  platformEnabled: z.boolean(),
  /** This merchant's switch: false hides the game from its players and refuses launches. */
  enabled: z.boolean(),
});
export const opsCatalogueSchema = z.object({ rows: z.array(opsCatalogueGameSchema), total: z.number().int() });
export const opsGameParamsSchema = z.object({ code: z.string().min(1).max(32), nodeId: z.coerce.number().int().positive() });
export const opsGameInputSchema = z.object({ enabled: z.boolean() });
export const opsGameResultSchema = z.object({ nodeId: z.number().int(), enabled: z.boolean() });
export type OpsVendor = z.infer<typeof opsVendorSchema>;
export type OpsVendorInput = z.infer<typeof opsVendorInputSchema>;
export type OpsCatalogue = z.infer<typeof opsCatalogueSchema>;
export type OpsCatalogueGame = z.infer<typeof opsCatalogueGameSchema>;
