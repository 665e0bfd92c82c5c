import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request part (body, query, params, headers) failed its zod schema. Answered as 400. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly zodError: z.ZodError;
  readonly part: string | undefined;
  constructor(zodError: z.ZodError, part: string | undefined) {
    super('Request validation failed');
    this.zodError = zodError;
    this.part = part;
  }
}

/**
 * Validates with the route's zod schema and keeps the whole ZodError, so the error handler can
 * turn every issue into `{ path, key, message }` with the shared error catalogue.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error, httpPart) };
  };
