import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { CategoryGrid } from '../../features/catalogue/components/category-grid.tsx';
import { BrowseView } from '../../features/explore/components/browse-view.tsx';
import { useBrowseFilters } from '../../features/explore/hooks/use-browse-filters.ts';

/**
 * Browse (spec §2): categories, services and providers with search and filters. The catalogue
 * feature supplies the categories (the grid for the first tab, the list for the filters); the
 * explore feature everything else. They meet here because features do not import each other.
 */
export function BrowsePage() {
  const { t } = useTranslation('explore');
  const { filters } = useBrowseFilters();
  const categories = useCategories();

  return (
    <PageContainer className="py-8 sm:py-12">
      <PageTitle title={filters.query ? t('meta.titleSearch', { query: filters.query }) : t('meta.title')} />
      <meta name="description" content={t('meta.description')} />
      <BrowseView categories={categories.data} categoriesPanel={<CategoryGrid />} />
    </PageContainer>
  );
}
