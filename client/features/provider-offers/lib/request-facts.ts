import { providerRequestTabs, type ProviderRequestTab } from '#shared/requests/custom-request.schema.ts';
import { providerRequestTabSlugs, queryParams } from '#shared/routing/paths.ts';

export { providerRequestTabs };

/** The tab named in the address (`?fane=sendte`); the open requests when it names none. */
export function tabFromSearch(search: URLSearchParams): ProviderRequestTab {
  const slug = search.get(queryParams.tab);
  const found = Object.entries(providerRequestTabSlugs).find(([, value]) => value === slug);
  return found ? (found[0] as ProviderRequestTab) : 'open';
}

/** The query that names `tab` in the address; none for the open requests, the default. */
export function searchForTab(tab: ProviderRequestTab): Record<string, string> {
  return tab === 'open' ? {} : { [queryParams.tab]: providerRequestTabSlugs[tab] };
}

/** What the badge says: new, offer sent, seen by the customer, accepted, declined, closed, expired. */
export type StateLabel = 'new' | 'sent' | 'seen' | 'accepted' | 'declined' | 'closed' | 'expired';

export function stateLabel(state: string, offer: { seenAt: string | null } | null): StateLabel {
  switch (state) {
    case 'offer_sent':
      return offer?.seenAt ? 'seen' : 'sent';
    case 'accepted':
      return 'accepted';
    case 'rejected':
      return 'declined';
    case 'closed':
      return 'closed';
    case 'expired':
      return 'expired';
    default:
      return 'new';
  }
}

export const stateTone: Record<StateLabel, 'neutral' | 'primary' | 'warning' | 'success' | 'danger'> = {
  new: 'primary',
  sent: 'warning',
  seen: 'warning',
  accepted: 'success',
  declined: 'neutral',
  closed: 'neutral',
  expired: 'danger',
};

/** The customer's first name only; the provider sees the rest once an offer is accepted. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
