import { ERROR_CODES } from '@arcadia/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../i18n/messages.js';
import { AppError } from './app-error.js';
import { fail } from './envelope.js';

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const where = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
    return `${where}: ${first?.message ?? 'invalid'}`;
  }
  return err.message;
}

/**
 * The one error handler: AppError and client errors become the envelope with a localised
 * message; anything else is logged and answered with a generic 500, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.language ?? 'CN';
    if (err instanceof AppError) {
      return reply.status(err.status).send(fail(err.code, translate(err.code, lang, err.params), err.value));
    }
    if (err.validation) {
      // A refused link answers its own code, so the operator reads what a link must look like.
      if (hasZodFastifySchemaValidationErrors(err) && err.validation.some((v) => v.message === ERROR_CODES.invalidLink))
        return reply.status(400).send(fail(ERROR_CODES.invalidLink, translate(ERROR_CODES.invalidLink, lang)));
      const detail = describeValidation(err);
      return reply.status(400).send(fail(ERROR_CODES.invalidRequest, translate(ERROR_CODES.invalidRequest, lang, { detail })));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(fail(ERROR_CODES.tooManyRequests, translate(ERROR_CODES.tooManyRequests, lang)));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const detail = err.code ?? 'bad request';
      return reply.status(err.statusCode).send(fail(ERROR_CODES.invalidRequest, translate(ERROR_CODES.invalidRequest, lang, { detail })));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(ERROR_CODES.unknownError, translate(ERROR_CODES.unknownError, lang)));
  });
}
