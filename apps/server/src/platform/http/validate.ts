import { ERROR_CODES } from '@arcadia/contract';
import type { z } from 'zod';
import { hasMessage } from '../i18n/messages.js';
import { AppError } from './app-error.js';

/**
 * Parses with a contract schema. When the failing rule's message is one of the specs' message
 * keys (e.g. in_incorrect_password), that key becomes the error code, so the server answers
 * exactly what the web form would have shown.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue && hasMessage(issue.message)) throw new AppError(issue.message, 200, {}, null);
  const detail = `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'invalid'}`;
  throw new AppError(ERROR_CODES.invalidRequest, 400, { detail });
}
