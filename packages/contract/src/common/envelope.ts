import { z } from 'zod';

/**
 * Every JSON response is this envelope (ARCHITECTURE.md §3). `value` is null on failure;
 * `errorCode` is null on success.
 */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    errorCode: z.string().nullable(),
  });
}

export type Envelope<T> = { success: boolean; value: T | null; message: string; errorCode: string | null };
