import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BrowseFilters, OrderType } from '../browse-filters.ts';
import type { BrowseLocation } from '../hooks/use-browse-location.ts';
import type { UpdateFilters } from '../hooks/use-browse-filters.ts';
import { AreaFilter } from './area-filter.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { DateFilter } from './date-filter.tsx';
import { PriceFilter } from './price-filter.tsx';

const allCategories = 'all';
const bothOrderTypes = 'both';

export type FilterPanelProps = {
  /** Services have every filter; providers only category, place and time (what the API takes). */
  kind: 'services' | 'providers';
  filters: BrowseFilters;
  update: UpdateFilters;
  categories: Category[] | undefined;
  location: BrowseLocation;
};

/** The filters beside the results on a wide screen, and in the filter sheet on a phone. */
export function FilterPanel({ kind, filters, update, categories, location }: FilterPanelProps) {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  const category = categories?.find((entry) => entry.slug === filters.category || entry.id === filters.category);
  const subcategories = [...(category?.subcategories ?? [])]
    .filter((subcategory) => subcategory.subCategoryItems.length > 0)
    .sort((a, b) => a.sortIndex - b.sortIndex);
  const chosenItems = new Set(filters.subcategoryItems ?? []);

  function toggleItem(itemId: string, checked: boolean) {
    const next = new Set(chosenItems);
    if (checked) next.add(itemId);
    else next.delete(itemId);
    update({ subcategoryItems: next.size ? [...next] : undefined });
  }

  return (
    <div className="flex flex-col gap-6">
      <Select
        label={t('filters.category.label')}
        value={category?.slug ?? allCategories}
        onValueChange={(value) => update({ category: value === allCategories ? undefined : value, subcategoryItems: undefined })}
        options={[
          { value: allCategories, label: t('filters.category.all') },
          ...(categories ?? []).map((entry) => ({ value: entry.slug, label: entry.title[language] })),
        ]}
      />

      {kind === 'services' && subcategories.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('filters.subcategory.legend')}</legend>
          {subcategories.map((subcategory) => (
            <div key={subcategory.id} className="flex flex-col">
              <p className="pt-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {language === 'en' ? subcategory.titleEn : subcategory.titleNo}
              </p>
              {[...subcategory.subCategoryItems]
                .sort((a, b) => a.sortIndex - b.sortIndex)
                .map((item) => (
                  <Checkbox
                    key={item.id}
                    label={language === 'en' ? item.titleEn : item.titleNo}
                    checked={chosenItems.has(item.id)}
                    onCheckedChange={(checked) => toggleItem(item.id, checked)}
                    className="[&>div]:py-1.5"
                  />
                ))}
            </div>
          ))}
        </fieldset>
      ) : null}

      <AreaFilter filters={filters} update={update} location={location} />
      <DateFilter filters={filters} update={update} />

      {kind === 'services' ? (
        <>
          <PriceFilter filters={filters} update={update} />
          <ChoiceChips<OrderType | typeof bothOrderTypes>
            legend={t('filters.orderType.legend')}
            layout="list"
            value={filters.orderType ?? bothOrderTypes}
            onChange={(value) => update({ orderType: value === bothOrderTypes ? undefined : value })}
            options={[
              { value: bothOrderTypes, label: t('filters.orderType.both') },
              { value: 'direct', label: t('filters.orderType.direct'), description: t('filters.orderType.directHint') },
              { value: 'request', label: t('filters.orderType.request'), description: t('filters.orderType.requestHint') },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
