import { bookingRequestBodySchema, type BookingRequestBody } from '#shared/bookings/booking.schema.ts';
import { customRequestDtoSchema, type CustomRequestDto } from '#shared/requests/custom-request.schema.ts';

/** A service request carried in a link: the body the booking form sends (`custom-request/service`). */
export type ServiceForm = BookingRequestBody;

export type FormInUrl = { kind: 'customRequest'; dto: CustomRequestDto } | { kind: 'serviceRequest'; form: ServiceForm };

/** Base64 (standard or URL-safe, padded or not) of UTF-8 text, as `btoa` cannot read "ø". */
function decodeBase64Text(value: string): string {
  const standard = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The inverse of `decodeFormParam`, for links that start a request. */
export function encodeFormParam(form: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(form));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `?form=<base64 JSON>` (spec §4): with `serviceId` a service request with its start time,
 * without it a custom request. Anything that is not base64 of JSON of either shape is null: the
 * caller logs "Failed to parse form from query" and goes to the front page.
 */
export function decodeFormParam(param: string): FormInUrl | null {
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Text(param));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  if ('serviceId' in json) {
    const form = bookingRequestBodySchema.safeParse(json);
    return form.success ? { kind: 'serviceRequest', form: form.data } : null;
  }
  const dto = customRequestDtoSchema.safeParse(json);
  return dto.success ? { kind: 'customRequest', dto: dto.data } : null;
}
