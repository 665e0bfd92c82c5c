import { useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { browsePath, paths, queryParams } from '#shared/routing/paths.ts';
import { SearchForm } from '../../../components/ui/search-form.tsx';

/** Free-text search that opens the browse page with the query. */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <SearchForm
      variant="hero"
      id="hero-search"
      label={t('hero.searchLabel')}
      placeholder={t('hero.searchPlaceholder')}
      submitLabel={t('hero.searchButton')}
      value={query}
      onChange={setQuery}
      action={paths.browse}
      name={queryParams.query}
      onSubmit={(text) => void navigate(browsePath({ query: text }))}
    />
  );
}
