import { DriverException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage, isErrorKey } from '#shared/errors/error-catalogue.ts';
import { describeIssues } from '#shared/errors/zod-issue.ts';
import { AppError } from '#server/lib/app-error.ts';
import { RequestValidationError } from './validation.ts';

/** Spec/api-contract error body: `{ message, status, data? }`, `data.key` is the i18n key. */
export interface ErrorBody {
  message: string;
  status: number;
  data?: Record<string, unknown>;
}

function body(status: number, key: string, data: Record<string, unknown> = {}, params?: Record<string, string | number>): ErrorBody {
  const message = isErrorKey(key) ? errorMessage(key, 'en', params) : key;
  return { message, status, data: { key, ...data } };
}

/** Fastify's own 4xx codes mapped to catalogue keys, so no framework wording reaches a user. */
const frameworkKeys: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.http.malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.http.malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.http.payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.http.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.http.malformed_json',
  FST_ERR_CTP_INVALID_TYPE: 'error.http.unsupported_media_type',
  FST_ERR_RATE_LIMIT: 'error.http.rate_limited',
  FST_ERR_BAD_URL: 'error.http.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'error.http.bad_url',
};

/**
 * PostgreSQL data exceptions (SQLSTATE class 22) that only a value from the request can cause:
 * text longer than its column, bytes the encoding refuses, text that is no number or date, a
 * number or date out of range. They mean a schema lacks a rule, yet the sender is at fault, so
 * they answer 400 rather than 500 (and are logged at warn, to add the rule).
 */
const inputDataStates = new Set(['22001', '22021', '22P05', '22P02', '22003', '22007', '22008']);

/** Whether an error is PostgreSQL refusing a value the request brought (see `inputDataStates`). */
export function isInputDataError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  const fromDatabase = error instanceof DriverException || typeof severity === 'string';
  return fromDatabase && typeof code === 'string' && inputDataStates.has(code);
}

function statusKey(status: number): string {
  switch (status) {
    case 401:
      return 'error.http.unauthorized';
    case 403:
      return 'error.http.forbidden';
    case 404:
      return 'error.http.resource_not_found';
    case 405:
      return 'error.http.method_not_allowed';
    case 413:
      return 'error.http.payload_too_large';
    case 415:
      return 'error.http.unsupported_media_type';
    case 429:
      return 'error.http.rate_limited';
    case 503:
      return 'error.http.service_unavailable';
    default:
      return status < 500 ? 'error.validation.failed' : 'error.generic.unexpected';
  }
}

/** Turns any thrown value into the contract's error body; never leaks stacks or SQL. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) return body(error.status, error.key, error.data, error.params);
  if (error instanceof RequestValidationError) {
    return body(400, 'error.validation.failed', { part: error.part, issues: describeIssues(error.zodError, 'en') });
  }
  if (error instanceof NotFoundError) return body(404, 'error.http.resource_not_found');
  if (error instanceof UniqueConstraintViolationException) return body(409, 'error.http.conflict');
  if (isInputDataError(error)) return body(400, 'error.http.invalid_value');
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return body(status, (fastifyError.code && frameworkKeys[fastifyError.code]) ?? statusKey(status));
  }
  return body(500, 'error.generic.unexpected');
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const response = toErrorBody(error);
    if (response.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (error instanceof RequestValidationError && error.cause) request.log.error({ err: error.cause }, 'a schema threw while validating');
    else if (isInputDataError(error)) request.log.warn({ err: error }, 'the database refused a value no schema checked');
    else request.log.info({ status: response.status, key: response.data?.key }, 'request refused');
    const retryAfter = reply.getHeader('retry-after');
    if (response.status === 429 && retryAfter) response.data = { ...response.data, retryAfterSeconds: Number(retryAfter) };
    return reply.status(response.status).send(response);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
