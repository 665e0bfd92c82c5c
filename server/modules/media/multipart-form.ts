import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { assertPlainText, RequestValidationError } from '#server/plugins/validation.ts';

export interface UploadedFile {
  fieldName: string;
  /** The name the browser gave; never trusted for anything but display. */
  fileName: string;
  bytes: Buffer;
}

export interface FormParts {
  fields: Map<string, string>;
  /** The last file of each field name. */
  files: Map<string, UploadedFile>;
  /** Every file in the order sent, for fields that carry several (`files` of a custom request). */
  allFiles: UploadedFile[];
}

/**
 * Reads a multipart form (spec §7: "form: legal JSON, id photo") into text fields and whole files,
 * refusing a file larger than `maxFileBytes` with the limit in the message. A JSON body is read as
 * fields too (objects become JSON text), so API clients without files can send JSON.
 * @throws AppError 413 `error.upload.file_too_large` when a file is over the limit.
 */
export async function readForm(request: FastifyRequest, options: { maxFileBytes: number; maxFiles?: number }): Promise<FormParts> {
  const fields = new Map<string, string>();
  const files = new Map<string, UploadedFile>();
  const allFiles: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [name, value] of Object.entries(body)) {
        if (value !== undefined && value !== null) fields.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    return { fields, files, allFiles };
  }
  const maxMegabytes = Math.round(options.maxFileBytes / (1024 * 1024));
  // The limit rides in `data` too, so a client can say it in the person's language.
  const tooLarge = () => new AppError(413, 'error.upload.file_too_large', { params: { maxMegabytes }, data: { maxMegabytes } });
  try {
    const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles ?? 4, fields: 20, fieldSize: 256 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // An empty file input still sends a part; it means "no new file".
        if (bytes.length > 0) {
          const file = { fieldName: part.fieldname, fileName: part.filename, bytes };
          files.set(part.fieldname, file);
          allFiles.push(file);
        }
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof RequestValidationError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'error.http.payload_too_large');
    }
    // Nothing but the request body is read in this loop, so any other failure (a part cut off,
    // a boundary that never comes) means the body itself cannot be read: the sender's fault.
    throw new AppError(400, 'error.http.malformed_json', { cause: error });
  }
  // The text rule every request part follows (validation.ts), for the form's names and text fields.
  assertPlainText(Object.fromEntries(fields), 'body');
  return { fields, files, allFiles };
}

/**
 * A JSON form field checked against a schema (the spec's `offering`, `profile`, `legal` parts).
 * Missing, malformed or invalid JSON is a 400 in the validation shape, with paths under the
 * field's name (`offering.title`), never a 500.
 */
export function parseJsonField<T extends z.ZodType>(form: FormParts, name: string, schema: T): z.output<T> {
  const text = form.fields.get(name);
  let value: unknown;
  try {
    value = text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    throw new AppError(400, 'error.http.malformed_json', { cause: error });
  }
  // JSON text may spell a control character as an escape ("\u0000"), so the rule applies again.
  assertPlainText(value, name);
  const result = schema.safeParse(value);
  if (!result.success) throw new RequestValidationError(result.error, name);
  return result.data;
}

/**
 * A plain text form field (a picture's `title`) checked against a schema; missing is `undefined`.
 * A refused value is a 400 in the validation shape with the field's name as its path.
 */
export function parseTextField<T extends z.ZodType>(form: FormParts, name: string, schema: T): z.output<T> {
  const result = z.object({ [name]: schema }).safeParse({ [name]: form.fields.get(name) });
  if (!result.success) throw new RequestValidationError(result.error, 'body');
  return result.data[name] as z.output<T>;
}
