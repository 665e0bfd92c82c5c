import { isApiError } from '../../../lib/api-error.ts';
import { useLocationLookup, type LocationLookup } from '../api/lookup-location.ts';
import type { BrowseFilters } from '../browse-filters.ts';

export type BrowseLocation = {
  /** The `location` parameter for the explore calls; undefined searches everywhere. */
  location: string | undefined;
  /** The typed address is still being looked up; results wait for it. */
  pending: boolean;
  lookup: LocationLookup | undefined;
  /** Why the typed address cannot be used (an error with a key the field shows). */
  lookupError: unknown;
};

/**
 * Where to search. A chosen area is used as it is. A typed address is first looked up, so the
 * customer sees which area it lies in, or why it cannot be used, right under the field; only
 * an address the lookup accepts narrows the results. If the lookup itself is unavailable (not
 * a verdict on the place), the address goes to the search as typed and the search decides.
 */
export function useBrowseLocation(filters: Pick<BrowseFilters, 'area' | 'address'>): BrowseLocation {
  const address = filters.area ? undefined : filters.address;
  const lookup = useLocationLookup(address);

  if (filters.area) return { location: filters.area, pending: false, lookup: undefined, lookupError: undefined };
  if (!address) return { location: undefined, pending: false, lookup: undefined, lookupError: undefined };
  if (lookup.isPending) return { location: undefined, pending: true, lookup: undefined, lookupError: undefined };
  if (lookup.isError) {
    const rejected = isApiError(lookup.error, 400);
    return { location: rejected ? undefined : address, pending: false, lookup: undefined, lookupError: rejected ? lookup.error : undefined };
  }
  return { location: address, pending: false, lookup: lookup.data, lookupError: undefined };
}
