import { useQuery } from '@tanstack/react-query';
import { trackRecordSchema } from '#shared/ratings/track-record.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/provider/track-record`: the signed-in provider's figures and the events behind each. */
export function useTrackRecord(providerId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'track-record'],
    // Dates stay text so the shared schema checks the answer as the server sent it.
    queryFn: async ({ signal }) => trackRecordSchema.parse(await api.get('provider/track-record', { signal, dates: 'text' })),
  });
}
