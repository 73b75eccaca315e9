import { ERROR_CODES } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Deeper than any payload we accept; past it the body is refused rather than walked forever. */
const MAX_DEPTH = 32;

/**
 * True when a string anywhere in the value (keys included) holds a NUL. PostgreSQL text cannot
 * store NUL (both engines throw), so without this check a query string like `?gameName=a%00`
 * reached the database and became a 500 with an error log instead of a 400 for the member.
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** Throws the localised 400 when the value holds a NUL: one refusal for every way input arrives. */
export function refuseNul(value: unknown): void {
  if (hasNul(value)) throw new AppError(ERROR_CODES.invalidCharacters, 400);
}

/**
 * Refuses NUL once for every route, before any schema or handler sees the request: query, path
 * parameters and the parsed body (JSON or form). Encrypted bodies are checked again on their
 * plaintext where they are decrypted (payload-crypto), since here they are still ciphertext.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    refuseNul(req.params);
    refuseNul(req.query);
    refuseNul(req.body);
  });
}
