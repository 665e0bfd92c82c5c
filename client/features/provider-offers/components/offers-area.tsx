import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageSpinner } from '../../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProviderRequest } from '../api/provider-requests.ts';
import { RequestDetail } from './request-detail.tsx';
import { RequestTabs } from './request-tabs.tsx';

type CategoryTitle = (id: string) => string | undefined;

/**
 * /agent/tilbud (spec §2 provider dashboard offers): the requests by tab at the index
 * (`?fane=apne|sendte|venter-pa-kunden|tidligere`), one request with its offer at `:id`.
 */
export function OffersArea({ categoryTitle }: { categoryTitle: CategoryTitle }) {
  return (
    <Routes>
      <Route index element={<ListPage categoryTitle={categoryTitle} />} />
      <Route path=":id" element={<DetailPage categoryTitle={categoryTitle} />} />
    </Routes>
  );
}

function Frame({ title, back, children }: { title: string; back?: boolean; children: ReactNode }) {
  const { t } = useTranslation('agentOffers');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={title} />
      {back ? (
        <Link to={paths.agentOffers} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function ListPage({ categoryTitle }: { categoryTitle: CategoryTitle }) {
  const { t } = useTranslation('agentOffers');
  return (
    <Frame title={t('page.title')}>
      <p className="-mt-3 text-base text-ink-muted">{t('page.lead')}</p>
      <RequestTabs categoryTitle={categoryTitle} />
    </Frame>
  );
}

function DetailPage({ categoryTitle }: { categoryTitle: CategoryTitle }) {
  const { t } = useTranslation('agentOffers');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const request = useProviderRequest(id);
  return (
    <Frame title={request.data?.title ?? t('page.request')} back>
      {request.isPending ? (
        <PageSpinner />
      ) : request.isError ? (
        <Notice tone="danger" role="alert" title={request.error && 'status' in request.error && request.error.status === 404 ? t('page.notFound') : errorText(request.error)} />
      ) : (
        <RequestDetail request={request.data} categoryTitle={categoryTitle(request.data.categoryId)} />
      )}
    </Frame>
  );
}
