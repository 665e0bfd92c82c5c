import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { paths, queryParams } from '#shared/routing/paths.ts';
import { maxQueryLength } from '../browse-filters.ts';

type SearchBoxProps = { query: string | undefined; onSearch: (query: string | undefined) => void };

/** Free-text search over services and providers; searches when submitted, not on every key. */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('explore');
  const [draft, setDraft] = useState(query ?? '');
  const [shown, setShown] = useState(query);
  // Follow the URL when it changes underneath (back button, "clear search").
  if (shown !== query) {
    setShown(query);
    setDraft(query ?? '');
  }
  return (
    <SearchForm
      variant="inline"
      id="browse-search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      submitLabel={t('search.submit')}
      value={draft}
      maxLength={maxQueryLength}
      onChange={setDraft}
      action={paths.browse}
      name={queryParams.query}
      onSubmit={(text) => onSearch(text.trim() || undefined)}
    />
  );
}
