import { z } from 'zod';

/**
 * The body of every encrypted call (ARCHITECTURE.md §3): `{ "encrypted": "<JWE compact>" }`. The
 * route checks only the envelope; the plaintext is validated by the payload's own schema after
 * decryption, so its field errors keep their own codes.
 */
export const encryptedBodyWithin = (maxChars: number) => z.object({ encrypted: z.string().min(10).max(maxChars) });

/** Login, change password, password reset, points redeem/convert. */
export const encryptedBodySchema = encryptedBodyWithin(8192);
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
