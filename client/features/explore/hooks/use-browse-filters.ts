import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { decodeBrowseFilters, encodeBrowseFilters, resolveTab, type BrowseFilters, type BrowseTab } from '../browse-filters.ts';

export type UpdateFilters = (patch: Partial<BrowseFilters>) => void;

/**
 * The browse filters as state that lives in the URL. Every change is a new history entry, so
 * the back button undoes the last filter; the page keeps its scroll position while it updates.
 */
export function useBrowseFilters(): { filters: BrowseFilters; tab: BrowseTab; update: UpdateFilters; replace: (next: BrowseFilters) => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => decodeBrowseFilters(params), [params]);
  // The router applies a navigation a moment after it is asked for, so two changes in quick
  // succession (leaving the lowest price for the highest and pressing Enter) would both start
  // from the same old URL and the first would be lost. Each change therefore builds on the last
  // one written until the URL has caught up with it.
  const written = useRef<{ base: URLSearchParams; filters: BrowseFilters } | null>(null);

  const replace = useCallback(
    (next: BrowseFilters) => {
      const previous = written.current?.base === params ? written.current.filters : filters;
      const search = encodeBrowseFilters(next);
      // Nothing changed (the same filter picked again): no history entry for it.
      if (search.toString() === encodeBrowseFilters(previous).toString()) return;
      written.current = { base: params, filters: next };
      setParams(search, { preventScrollReset: true });
    },
    [params, filters, setParams],
  );

  const update = useCallback<UpdateFilters>(
    (patch) => {
      const current = written.current?.base === params ? written.current.filters : filters;
      const next: BrowseFilters = { ...current, ...patch };
      for (const key of Object.keys(patch) as (keyof BrowseFilters)[]) {
        if (patch[key] === undefined) delete next[key];
      }
      // Narrowing the search from the categories tab means the person wants results now.
      if (!('tab' in patch) && resolveTab(current) === 'categories') next.tab = 'services';
      replace(next);
    },
    [params, filters, replace],
  );

  return { filters, tab: resolveTab(filters), update, replace };
}
