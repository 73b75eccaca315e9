import { z } from 'zod';

/**
 * The e2e test clock (E2E_CLOCK, ADR 046): a test moves a running test server's time forward
 * instead of waiting for it. At most a day per call: a test needs minutes, and a slip of the
 * finger must not push every session and draw of the shared server a year ahead.
 */
export const TEST_CLOCK_MAX_ADVANCE_MS = 86_400_000;

export const testClockAdvanceSchema = z.object({ advanceMs: z.number().int().min(0).max(TEST_CLOCK_MAX_ADVANCE_MS) });
export type TestClockAdvance = z.infer<typeof testClockAdvanceSchema>;

/** The server's time now (ISO), and how far it runs ahead of the wall clock. */
export const testClockSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
export type TestClock = z.infer<typeof testClockSchema>;
