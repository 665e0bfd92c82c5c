import { useQuery } from '@tanstack/react-query';
import type { LocationLookup } from '#shared/locations/location-lookup.schema.ts';
import { api } from '../../../lib/api-client.ts';

export type { LocationLookup };

/** `GET /api/location/lookup?q=`: the delivery area an address or postal code lies in. */
export async function lookupLocation(text: string, signal?: AbortSignal): Promise<LocationLookup> {
  return api.get<LocationLookup>('location/lookup', { query: { q: text }, signal });
}

/**
 * Resolves what the customer typed; an unknown or unsupported place answers 400 with
 * `error.location.not_found` or `error.location.unsupported`, shown under the field. Places do
 * not move, so an answer is kept for the visit.
 */
export function useLocationLookup(text: string | undefined) {
  return useQuery({
    queryKey: ['location', 'lookup', text],
    queryFn: ({ signal }) => lookupLocation(text ?? '', signal),
    enabled: Boolean(text),
    staleTime: Infinity,
  });
}
