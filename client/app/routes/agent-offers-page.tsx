import { useCallback } from 'react';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { OffersArea } from '../../features/provider-offers/components/offers-area.tsx';
import { useLanguage } from '../../lib/use-language.ts';

/** /agent/tilbud/*: custom requests that reached the provider, and its price offers (spec §2). */
export function AgentOffersPage() {
  const categories = useCategories();
  const language = useLanguage();
  const categoryTitle = useCallback(
    (id: string) => {
      const category = categories.data?.find((candidate) => candidate.id === id);
      return category?.title[language];
    },
    [categories.data, language],
  );
  return <OffersArea categoryTitle={categoryTitle} />;
}
