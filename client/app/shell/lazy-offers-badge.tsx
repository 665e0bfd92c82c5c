import { lazy, Suspense } from 'react';

// Loaded only inside the provider area of someone with a provider, like the messages badge.
const OffersNavBadge = lazy(() => import('../../features/provider-offers/components/offers-nav-badge.tsx').then((module) => ({ default: module.OffersNavBadge })));

/** The count of requests waiting for an answer beside "Tilbud" in the provider menu. */
export function LazyOffersNavBadge() {
  return (
    <Suspense fallback={null}>
      <OffersNavBadge />
    </Suspense>
  );
}
