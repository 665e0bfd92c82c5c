import { randomUUID } from 'node:crypto';
import type { SeededRandom } from '#server/db/seeded-random.ts';
import { type JsonSchema, nastyValues, pathsOf, replaceAt, resolve, sampleValid } from './json-schema-sample.ts';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** OpenAPI path, `/api/booking/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** JSON body schema, when the operation takes JSON. */
  jsonBody: JsonSchema | null;
  /** Takes a body but describes none (multipart uploads). */
  otherBody: boolean;
}

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

/** Every operation of the document, in its order. */
export function operationsOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema;
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}, document) })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}, document), required: Boolean(p.required) })),
        jsonBody: json ? resolve(json, document) : null,
        otherBody: !json && ['POST', 'PUT', 'PATCH'].includes(upper),
      });
    }
  }
  return operations;
}

/** A request ready for `app.inject`, and what was done to it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
}

export interface RequestContext {
  random: SeededRandom;
  document: unknown;
  /** A real id for a path parameter, or undefined (then a random uuid). */
  realId: (operation: Operation, param: string) => string | undefined;
  /** Real ids of any kind, to send where another kind is expected. */
  anyRealIds: string[];
}

const badPathValues: ReadonlyArray<readonly [string, string]> = [
  ['random uuid', ''],
  ['not a uuid', 'abc'],
  ['negative number', '-1'],
  ['huge number', '99999999999999999999999'],
  ['fraction', '1.5'],
  ['NaN', 'NaN'],
  ['emoji', encodeURIComponent('🧹')],
  ['RTL', encodeURIComponent('\u202eabc')],
  ['NUL (encoded)', '%00'],
  ['bad percent-encoding', '%E0%A4%A'],
  ['bad percent-encoding (%zz)', '%zz'],
  ['long', 'a'.repeat(2_000)],
  ['uuid upper case', '6F1C2B0E-8F3A-4C1D-9B2E-7A5D4C3B2A10'],
  ['dots', '..'],
];

const valueAt = (value: unknown, path: string[]): unknown => path.reduce<unknown>((current, key) => (current as Record<string, unknown> | null)?.[key], value);

/**
 * A hostile value for where `current` was: mostly one of the same type (a string field gets
 * strings that are too long, empty, with NUL or unusual unicode), else anything.
 */
function nastyFor(current: unknown, random: SeededRandom, skip: string[] = []): readonly [string, unknown] {
  const candidates = nastyValues.filter(([name]) => !skip.includes(name));
  const sameType = candidates.filter(([, value]) => typeof value === typeof current && (value === null) === (current === null));
  return random.pick(sameType.length && random.chance(0.7) ? sameType : candidates);
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function validPathValue(operation: Operation, name: string, schema: JsonSchema, context: RequestContext): string {
  const real = context.realId(operation, name);
  if (real && context.random.chance(0.8)) return real;
  const sample = sampleValid(schema, context.random, context.document);
  return typeof sample === 'string' && sample ? sample : randomUUID();
}

/** Percent-encodes like encodeURIComponent; a lone surrogate becomes the invalid UTF-8 it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.split(/([\ud800-\udfff])/).map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
  }
}

function buildUrl(operation: Operation, pathValues: Record<string, string>, query: Array<[string, string]>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? '');
  const search = query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

const mutationKinds = ['valid', 'body field', 'body shape', 'body extra field', 'malformed JSON', 'content type', 'query field', 'query extra', 'path', 'path real id'] as const;

/**
 * The `index`-th request for an operation: valid ones and ones broken in one place. The kinds
 * that do not apply (no body, no query, no path parameter) fall back to a valid request.
 */
export function fuzzRequest(operation: Operation, index: number, context: RequestContext): FuzzRequest {
  const { random } = context;
  const kind = index === 0 ? 'valid' : random.pick(mutationKinds);
  const pathValues: Record<string, string> = {};
  for (const param of operation.pathParams) pathValues[param.name] = encode(validPathValue(operation, param.name, param.schema, context));
  const query: Array<[string, string]> = [];
  for (const param of operation.queryParams) {
    if (param.required || random.chance(0.5)) query.push([param.name, queryText(sampleValid(param.schema, random, context.document, 0, param.name))]);
  }
  const headers: Record<string, string> = { 'x-platform': 'web' };
  let payload: string | Buffer | undefined;
  let body: unknown = operation.jsonBody ? sampleValid(operation.jsonBody, random, context.document) : undefined;
  let mutation: string = kind;

  switch (kind) {
    case 'body field': {
      const paths = pathsOf(body);
      if (body === undefined) break;
      const target = paths.length ? random.pick(paths) : [];
      const [label, value] = nastyFor(valueAt(body, target), random);
      body = replaceAt(body, target, value);
      mutation = `body.${target.join('.') || '(whole)'} = ${label}`;
      break;
    }
    case 'body shape': {
      if (!operation.jsonBody && !operation.otherBody) break;
      const [label, value] = random.pick([
        ['array instead of object', [body ?? {}]],
        ['string', 'text'],
        ['number', 42],
        ['null', null],
        ['empty object', {}],
        ['deeply nested', JSON.parse('['.repeat(500) + ']'.repeat(500))],
      ] as const);
      body = value;
      mutation = `body = ${label}`;
      break;
    }
    case 'body extra field': {
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        body = { ...body, unexpected: 'x', isAdmin: true, ...JSON.parse('{"__proto__":{"polluted":true}}') };
        mutation = 'body with extra fields';
      }
      break;
    }
    case 'malformed JSON': {
      if (!operation.jsonBody && !operation.otherBody) break;
      payload = random.pick(['{"a":', '{', 'nul', '{"a":1}}', '\u0000', '{"a":"\\u00"}', '']);
      headers['content-type'] = 'application/json';
      body = undefined;
      mutation = `malformed JSON ${JSON.stringify(payload)}`;
      break;
    }
    case 'content type': {
      if (!operation.jsonBody && !operation.otherBody) break;
      const [label, type, raw] = random.pick([
        ['text/plain', 'text/plain', 'hello'],
        ['XML', 'application/xml', '<a>1</a>'],
        ['form', 'application/x-www-form-urlencoded', 'a=1&b=%zz'],
        ['multipart without boundary', 'multipart/form-data', 'garbage'],
        ['multipart garbage', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot a picture\r\n--xyz'],
        ['multipart cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
        ['octet-stream', 'application/octet-stream', '\u0000\u0001'],
        ['bogus type', 'foo/bar; charset=klingon', '{}'],
      ] as const);
      headers['content-type'] = type;
      payload = raw;
      body = undefined;
      mutation = `content-type ${label}`;
      break;
    }
    case 'query field': {
      const param = operation.queryParams.length ? random.pick(operation.queryParams) : undefined;
      if (!param) break;
      const [label, value] = nastyFor('text', random, ['huge string']);
      const existing = query.findIndex(([name]) => name === param.name);
      const text = value === null ? '' : queryText(value);
      if (existing >= 0) query[existing] = [param.name, text];
      else query.push([param.name, text]);
      mutation = `query.${param.name} = ${label}`;
      break;
    }
    case 'query extra': {
      const param = operation.queryParams.length ? random.pick(operation.queryParams) : undefined;
      query.push(['unexpected', 'x']);
      if (param) query.push([param.name, 'second']);
      mutation = param ? `query.${param.name} twice, and an unknown parameter` : 'unknown query parameter';
      break;
    }
    case 'path': {
      const param = operation.pathParams.length ? random.pick(operation.pathParams) : undefined;
      if (!param) break;
      const [label, value] = random.pick(badPathValues);
      pathValues[param.name] = value || randomUUID();
      mutation = `path.${param.name} = ${label}`;
      break;
    }
    case 'path real id': {
      const param = operation.pathParams.length ? random.pick(operation.pathParams) : undefined;
      if (!param || !context.anyRealIds.length) break;
      pathValues[param.name] = random.pick(context.anyRealIds);
      mutation = `path.${param.name} = a real id of another kind`;
      break;
    }
  }
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return { method: operation.method, url: buildUrl(operation, pathValues, query), headers, ...(payload === undefined ? {} : { payload }), mutation };
}

/** What is wrong with an answer: a 5xx, or an error outside `{ message, status, data: { key } }`. Null when fine. */
export function answerProblem(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `status ${statusCode}`;
  if (statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${statusCode} without a JSON error body`;
  }
  const error = parsed as { message?: unknown; status?: unknown; data?: { key?: unknown } } | null;
  if (typeof error?.message !== 'string') return `status ${statusCode}: no message`;
  if (error.status !== statusCode) return `status ${statusCode}: body says ${String(error.status)}`;
  if (typeof error.data?.key !== 'string') return `status ${statusCode}: no data.key`;
  return null;
}
