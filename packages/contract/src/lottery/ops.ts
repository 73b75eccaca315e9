import { z } from 'zod';

/** A lottery as operators see it: on or off, its cadence and lock (the settings route changes them). */
export const opsLotteryGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  prizeMode: z.string(),
  enabled: z.boolean(),
  intervalSec: z.number().int(),
  offsetSec: z.number().int(),
  lockSec: z.number().int(),
  liveVideoUrl: z.string().nullable(),
});
export const opsLotteryDrawsQuerySchema = z.object({
  gameCode: z.string().min(1).max(32),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** Drawn, cancelled and still-open numeros whose draw time has come, newest first. */
export const opsLotteryDrawSchema = z.object({
  numero: z.string(),
  status: z.enum(['open', 'drawn', 'cancelled']),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  /** Committed before any bet: sha256 of the seed. */
  seedHash: z.string(),
  /** Revealed once the numero is drawn or cancelled; null while open. */
  seed: z.string().nullable(),
  winNo: z.string().nullable(),
});
export const opsLotteryDrawsSchema = z.object({ rows: z.array(opsLotteryDrawSchema), total: z.number().int() });
/** `POST /ops/merchants/:code/lottery/draws/cancel`: an undrawn numero whose tickets are refunded. */
export const cancelDrawInputSchema = z.object({ gameCode: z.string().min(1).max(32), numero: z.string().min(1).max(32) });
export type OpsLotteryGame = z.infer<typeof opsLotteryGameSchema>;
export type OpsLotteryDraws = z.infer<typeof opsLotteryDrawsSchema>;
