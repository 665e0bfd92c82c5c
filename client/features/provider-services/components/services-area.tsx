import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageSpinner } from '../../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProviderCategory } from '../api/category.ts';
import { useOwnProvider } from '../api/own-provider.ts';
import { useOwnService } from '../api/own-services.ts';
import { ServiceEditor } from './service-editor.tsx';
import { ServiceList } from './service-list.tsx';
import { ServicePictures } from './service-pictures.tsx';

export const servicesPath = paths.agentServices;
const newServicePath = `${servicesPath}/ny`;
const editServicePath = (id: string) => `${servicesPath}/${id}`;

/** /agent/tjenester: the list at the index, `ny` to create, `:id` to change one. */
export function ServicesArea() {
  return (
    <Routes>
      <Route index element={<ServicesListPage />} />
      <Route path="ny" element={<NewServicePage />} />
      <Route path=":id" element={<EditServicePage />} />
    </Routes>
  );
}

function Frame({ title, back, children }: { title: string; back?: boolean; children: ReactNode }) {
  const { t } = useTranslation('offerings');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={title} />
      {back ? (
        <Link to={servicesPath} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function ServicesListPage() {
  const { t } = useTranslation('offerings');
  return (
    <Frame title={t('page.title')}>
      <p className="text-base text-ink-muted">{t('page.lead')}</p>
      <ServiceList newPath={newServicePath} editPath={editServicePath} />
    </Frame>
  );
}

/** The provider's category, which decides the subcategory items and the areas on offer. */
function useEditorCategory() {
  const provider = useOwnProvider();
  const category = useProviderCategory(provider.data?.profile.categoryId);
  return { provider, category };
}

function NewServicePage() {
  const { t } = useTranslation('offerings');
  const errorText = useErrorText();
  const { provider, category } = useEditorCategory();
  return (
    <Frame title={t('page.new')} back>
      {provider.isPending || (provider.data && category.isPending) ? (
        <PageSpinner />
      ) : provider.data === null ? (
        <Notice tone="warning" title={t('page.noProvider')} />
      ) : category.data ? (
        <ServiceEditor category={category.data} listPath={servicesPath} />
      ) : (
        <Notice tone="danger" role="alert" title={errorText(provider.error ?? category.error)} />
      )}
    </Frame>
  );
}

function EditServicePage() {
  const { t } = useTranslation('offerings');
  const errorText = useErrorText();
  const { id } = useParams();
  const { provider, category } = useEditorCategory();
  const service = useOwnService(id);
  const loading = provider.isPending || (provider.data && category.isPending) || service.isPending;
  return (
    <Frame title={service.data?.title ?? t('page.edit')} back>
      {loading ? (
        <PageSpinner />
      ) : isApiError(service.error, 404) || isApiError(service.error, 403) ? (
        <Notice tone="warning" title={t('page.notFound')} />
      ) : category.data && service.data ? (
        <>
          <ServicePictures service={service.data} />
          {/* Keyed by id so moving between services starts each form from its own values. */}
          <ServiceEditor key={service.data.id} category={category.data} service={service.data} listPath={servicesPath} />
        </>
      ) : (
        <Notice tone="danger" role="alert" title={errorText(service.error ?? provider.error ?? category.error)} />
      )}
    </Frame>
  );
}
