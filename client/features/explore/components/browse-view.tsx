import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { isOneOf, serviceSorts, type ServiceSort } from '#shared/explore/explore-sorts.ts';
import { ProviderCard } from '../../../components/listing/provider-card.tsx';
import { ServiceCard } from '../../../components/listing/service-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useExploreProviders } from '../api/get-providers.ts';
import { useExploreServices } from '../api/get-services.ts';
import {
  browseTabs,
  clearedFilters,
  countPanelFilters,
  toProvidersParams,
  toServicesParams,
  type BrowseFilters,
  type BrowseTab,
} from '../browse-filters.ts';
import { useBrowseFilters, type UpdateFilters } from '../hooks/use-browse-filters.ts';
import { useBrowseLocation, type BrowseLocation } from '../hooks/use-browse-location.ts';
import { BrowseResults } from './browse-results.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchBox } from './search-box.tsx';

export type BrowseViewProps = {
  /** Categories for the category and subcategory filters; undefined while they load. */
  categories: Category[] | undefined;
  /** What the categories tab shows (the category grid, composed by the page). */
  categoriesPanel: ReactNode;
};

/**
 * The browse page body (spec §2): search, the three tabs, and for services and providers the
 * filters beside the results. Everything that decides what is shown comes from the URL.
 */
export function BrowseView({ categories, categoriesPanel }: BrowseViewProps) {
  const { t } = useTranslation('explore');
  const { filters, tab, update, replace } = useBrowseFilters();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('page.title')}</h1>
        {filters.query ? (
          <p className="text-lg text-ink-muted">{t('page.searchedFor', { query: filters.query })}</p>
        ) : (
          <p className="text-lg text-ink-muted">{t('page.lead')}</p>
        )}
      </div>
      <SearchBox
        query={filters.query}
        onSearch={(query) => update({ query, tab: tab === 'categories' ? 'services' : tab })}
      />
      <Tabs value={tab} onValueChange={(value) => replace({ ...filters, tab: value as BrowseTab })}>
        <TabsList aria-label={t('tabs.label')}>
          {browseTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="categories" className="pt-2">
          <h2 className="sr-only">{t('categories.heading')}</h2>
          {categoriesPanel}
        </TabsContent>
        <TabsContent value="services" className="pt-2">
          <ServicesTab filters={filters} update={update} replace={replace} categories={categories} />
        </TabsContent>
        <TabsContent value="providers" className="pt-2">
          <ProvidersTab filters={filters} update={update} replace={replace} categories={categories} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type TabProps = {
  filters: BrowseFilters;
  update: UpdateFilters;
  replace: (next: BrowseFilters) => void;
  categories: Category[] | undefined;
};

function ServicesTab({ filters, update, replace, categories }: TabProps) {
  const location = useBrowseLocation(filters);
  const results = useExploreServices(toServicesParams(filters, location.location), { enabled: !location.pending });
  return (
    <ResultsLayout kind="services" filters={filters} update={update} replace={replace} categories={categories} location={location}>
      {(toolbar) => (
        <BrowseResults
          kind="services"
          results={results}
          waiting={location.pending}
          renderItem={(service, index) => <ServiceCard service={service} priority={index === 0} />}
          onClearAll={() => replace({ ...clearedFilters(filters), query: undefined, tab: 'services' })}
          toolbar={
            <>
              {toolbar}
              <SortSelect value={filters.sort ?? 'popularity'} onChange={(sort) => update({ sort: sort === 'popularity' ? undefined : sort })} />
            </>
          }
        />
      )}
    </ResultsLayout>
  );
}

function ProvidersTab({ filters, update, replace, categories }: TabProps) {
  const location = useBrowseLocation(filters);
  const results = useExploreProviders(toProvidersParams(filters, location.location), { enabled: !location.pending });
  return (
    <ResultsLayout kind="providers" filters={filters} update={update} replace={replace} categories={categories} location={location}>
      {(toolbar) => (
        <BrowseResults
          kind="providers"
          results={results}
          waiting={location.pending}
          renderItem={(provider) => <ProviderCard provider={provider} />}
          onClearAll={() => replace({ ...clearedFilters(filters), query: undefined, tab: 'providers' })}
          toolbar={toolbar}
        />
      )}
    </ResultsLayout>
  );
}

type ResultsLayoutProps = TabProps & {
  kind: 'services' | 'providers';
  location: BrowseLocation;
  /** The results, given the filter button to place in their toolbar. */
  children: (filterButton: ReactNode) => ReactNode;
};

/**
 * Filters in a sidebar from 1024 px; below that, behind a "Filtre" button that opens them as a
 * sheet from the bottom edge, so the results come first on a phone.
 */
function ResultsLayout({ kind, filters, update, replace, categories, location, children }: ResultsLayoutProps) {
  const { t } = useTranslation('explore');
  const count = countPanelFilters(filters) + (filters.category ? 1 : 0);
  const clear = () => replace({ ...clearedFilters(filters), tab: kind });
  const panel = <FilterPanel kind={kind} filters={filters} update={update} categories={categories} location={location} />;

  const filterButton = (
    <Dialog
      title={t('filters.title')}
      trigger={
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
        </Button>
      }
    >
      {panel}
      {/* Stays at the bottom of the sheet while the filters scroll, so the way back to the
          results is always one tap away. */}
      <div className="sticky bottom-0 -mx-6 mt-6 -mb-6 flex gap-3 border-t border-border bg-surface px-6 py-4">
        <Button variant="secondary" onClick={clear} disabled={count === 0} className="flex-1">
          {t('filters.clear')}
        </Button>
        <DialogClose>
          <Button className="flex-1">{t('filters.showResults')}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside aria-labelledby={`${kind}-filters-heading`} className="hidden flex-col gap-4 rounded-xl border border-border bg-surface p-5 lg:flex">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${kind}-filters-heading`} className="text-lg font-semibold text-ink">
            {t('filters.title')}
          </h2>
          {count > 0 ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
        {panel}
      </aside>
      {children(filterButton)}
    </div>
  );
}

function SortSelect({ value, onChange }: { value: ServiceSort; onChange: (sort: ServiceSort) => void }) {
  const { t } = useTranslation('explore');
  return (
    <Select
      label={t('sort.label')}
      value={value}
      onValueChange={(next) => {
        if (isOneOf(serviceSorts, next)) onChange(next);
      }}
      options={serviceSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      className="w-52"
    />
  );
}
