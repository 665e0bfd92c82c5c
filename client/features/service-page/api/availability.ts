import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const availabilityKey = (serviceId: string) => ['service', serviceId, 'availability'] as const;

/** Every availability answer of a service, to ask again after a time was taken. */
export const serviceAvailabilityQueryKey = availabilityKey;

/**
 * `GET /api/explore/services/{id}/days-available` for this year and next (the server answers no
 * further), as one sorted list of Oslo dates.
 */
export async function getDaysAvailable(serviceId: string, addonMinutes: number, thisYear: number, signal?: AbortSignal): Promise<string[]> {
  const years = [thisYear, thisYear + 1];
  const answers = await Promise.all(
    years.map((year) => api.get<{ days: string[] }>(`explore/services/${serviceId}/days-available`, { query: { year, addonMinutes }, signal })),
  );
  return answers.flatMap((answer) => answer.days).sort();
}

export function useDaysAvailable(serviceId: string, addonMinutes: number, thisYear: number, enabled: boolean) {
  return useQuery({
    queryKey: [...availabilityKey(serviceId), 'days', thisYear, addonMinutes],
    queryFn: ({ signal }) => getDaysAvailable(serviceId, addonMinutes, thisYear, signal),
    enabled,
    // Adding an extra keeps the calendar in view while the days are asked for again.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * `GET /api/explore/services/{id}/times-available`: start times on an Oslo date, as ISO strings
 * (the API client hands date-times over as `Date`; a string compares and sends as it is).
 */
export function useTimesAvailable(serviceId: string, day: string | null, addonMinutes: number) {
  return useQuery({
    queryKey: [...availabilityKey(serviceId), 'times', day, addonMinutes],
    queryFn: ({ signal }) =>
      api
        .get<{ times: Array<Date | string> }>(`explore/services/${serviceId}/times-available`, { query: { day, addonMinutes }, signal })
        .then((answer) => answer.times.map((time) => new Date(time).toISOString())),
    enabled: day !== null,
    staleTime: 15_000,
  });
}
