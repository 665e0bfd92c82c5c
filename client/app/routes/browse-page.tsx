import { useSearchParams } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { CategoryGrid } from '../../features/catalogue/components/category-grid.tsx';

/** Browse (spec §2). Search results and filters arrive later; meanwhile the categories show. */
export function BrowsePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';

  return (
    <PageContainer className="flex flex-col gap-8 py-10 sm:py-14">
      <PageTitle title={t('browse.title')} />
      <div className="flex flex-col gap-2">
        <h1 className="inline-flex items-center gap-3 text-3xl font-bold text-ink sm:text-4xl">
          <Compass aria-hidden="true" className="size-8 text-primary-700" />
          {t('browse.title')}
        </h1>
        {query ? <p className="text-lg text-ink-muted">{t('browse.searchedFor', { query })}</p> : null}
      </div>
      <Notice title={t('browse.soonTitle')}>{t('browse.soonText')}</Notice>
      <section aria-labelledby="browse-categories" className="flex flex-col gap-4">
        <h2 id="browse-categories" className="text-2xl font-semibold text-ink">
          {t('browse.categories')}
        </h2>
        <CategoryGrid />
      </section>
    </PageContainer>
  );
}
