import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../../lib/i18n.ts';

// Loaded only inside the provider area of someone with a provider, like the messages badge.
const OffersNavBadge = lazy(withLaterTexts(() => import('../../features/provider-offers/components/offers-nav-badge.tsx').then((module) => ({ default: module.OffersNavBadge }))));

/** The count of requests waiting for an answer beside "Tilbud" in the provider menu. */
export function LazyOffersNavBadge() {
  return (
    <Suspense fallback={null}>
      <OffersNavBadge />
    </Suspense>
  );
}
