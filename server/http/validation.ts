import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, HttpError, notFound, validationError, zodIssuesToFieldErrors } from './errors';

/**
 * Validates every request part with its zod schema from contract/. Bad path params are a 404 (the resource
 * cannot exist), bad body or query a 400 in DRF's field shape.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: notFound() };
    if (httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data)))
      return { error: new HttpError(400, { non_field_errors: [MESSAGES.notAnObject] }) };
    return { error: validationError(zodIssuesToFieldErrors(result.error.issues)) };
  };
