import { z } from 'zod';

/**
 * Where a dated item (a promotion, a notice) stands. The console shows what the server computes with
 * its own clock: the server decides what players see, and an operator's computer clock that runs a
 * few seconds behind would otherwise call a promotion saved to start now "scheduled" while players
 * already see it.
 */
export const scheduleSchema = z.enum(['scheduled', 'running', 'ended']);
export type Schedule = z.infer<typeof scheduleSchema>;

export function scheduleOf(start: Date, end: Date | null, now: Date): Schedule {
  if (start.getTime() > now.getTime()) return 'scheduled';
  if (end && end.getTime() <= now.getTime()) return 'ended';
  return 'running';
}
