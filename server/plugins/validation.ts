import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { controlCharacterIssues } from '#shared/validation/text.ts';

/** A request part (body, query, params, headers) failed its zod schema. Answered as 400. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly zodError: z.ZodError;
  readonly part: string | undefined;
  constructor(zodError: z.ZodError, part: string | undefined, options?: { cause?: unknown }) {
    super('Request validation failed', options);
    this.zodError = zodError;
    this.part = part;
  }
}

/**
 * The one input rule every route shares, with or without a schema (spec §8): no string in a
 * request part, at any depth and object keys included, holds a control character. Throws the
 * 400 validation error with one `error.text.control_characters` issue per refused string.
 * @throws RequestValidationError when a string holds a control character.
 */
export function assertPlainText(value: unknown, part: string | undefined): void {
  const issues = controlCharacterIssues(value);
  if (issues.length > 0) throw new RequestValidationError(new z.ZodError(issues), part);
}

/**
 * Validates with the route's zod schema and keeps the whole ZodError, so the error handler can
 * turn every issue into `{ path, key, message }` with the shared error catalogue. The text rule
 * (`assertPlainText`) comes first, so no schema and no refinement ever sees a control character.
 * A schema that throws while checking (a refinement bug) is still the sender's 400, never a 500;
 * the exception travels as the error's cause so the error handler logs it.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      assertPlainText(data, httpPart);
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: new RequestValidationError(result.error, httpPart) };
    } catch (error) {
      if (error instanceof RequestValidationError) return { error };
      const issue: z.core.$ZodIssue = { code: 'custom', path: [], message: 'error.validation.failed', input: undefined };
      return { error: new RequestValidationError(new z.ZodError([issue]), httpPart, { cause: error }) };
    }
  };

const checkedParts = ['params', 'querystring', 'body'] as const;
const partValue = { params: 'params', querystring: 'query', body: 'body' } as const;

/**
 * Holds routes without a schema for a part to the same text rule, so a route that reads raw
 * params, query or body (or one added later without a schema) cannot pass a control character on.
 */
async function plainTextPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema;
    for (const part of checkedParts) {
      if (schema?.[part]) continue;
      assertPlainText(request[partValue[part]], part);
    }
  });
}

export const plainTextRule = fp(plainTextPlugin, { name: 'plain-text' });
