import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { browsePath } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Free-text search that opens the browse page with the query. */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(browsePath({ query }));
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-col gap-2 rounded-2xl bg-surface p-2 shadow-lg sm:flex-row">
      <label htmlFor="hero-search" className="sr-only">
        {t('hero.searchLabel')}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="hero-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('hero.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-xl bg-surface pr-4 pl-12 text-base text-ink placeholder:text-ink-muted focus:outline-3 focus:outline-offset-0 focus:outline-primary-300"
        />
      </div>
      <Button type="submit" size="lg" className="rounded-xl">
        {t('hero.searchButton')}
      </Button>
    </form>
  );
}
