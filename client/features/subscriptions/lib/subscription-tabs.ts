import { paths, queryParams } from '#shared/routing/paths.ts';
import type { SubscriptionListState } from '../api/subscriptions-api.ts';

export const subscriptionTabs = ['active', 'inactive'] as const satisfies readonly SubscriptionListState[];

/** The tabs as the address names them (`?fane=avsluttede`). */
const tabSlugs = { active: 'aktive', inactive: 'avsluttede' } as const satisfies Record<SubscriptionListState, string>;

/** The tab named in the address; the active ones when it names none. */
export function tabFromSearch(search: URLSearchParams): SubscriptionListState {
  return search.get(queryParams.tab) === tabSlugs.inactive ? 'inactive' : 'active';
}

/** The query naming `tab`; none for the active ones, the default. */
export function searchForTab(tab: SubscriptionListState): Record<string, string> {
  return tab === 'active' ? {} : { [queryParams.tab]: tabSlugs[tab] };
}

/** One of the customer's subscriptions. */
export const accountSubscriptionPath = (id: string) => `${paths.accountSubscriptions}/${encodeURIComponent(id)}`;
