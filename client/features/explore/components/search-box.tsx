import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim() || undefined);
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-col gap-2 sm:flex-row">
      <label htmlFor="browse-search" className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="browse-search"
          type="search"
          value={draft}
          maxLength={maxQueryLength}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-border-strong bg-surface pr-4 pl-12 text-base text-ink shadow-xs placeholder:text-ink-muted hover:border-ink-muted focus:border-primary-600 focus:outline-3 focus:outline-offset-0 focus:outline-primary-200"
        />
      </div>
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
