import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { providerMeSchema, type ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { PageSpinner } from '../../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useOwnProvider } from '../api/own-provider.ts';
import { NoProviderPanel } from './no-provider-panel.tsx';

type OwnProviderPageProps = {
  title: string;
  description?: string;
  children: (provider: ProviderMe) => ReactNode;
};

/**
 * A dashboard page about the signed-in person's provider: its title, then the page once the
 * provider is known; a friendly way to /register for someone who is not one yet.
 */
export function OwnProviderPage({ title, description, children }: OwnProviderPageProps) {
  const { t } = useTranslation('agent');
  const { t: tCommon } = useTranslation('common');
  const query = useOwnProvider();
  // The cache entry is shared with the guards, which only need the status; check the whole shape
  // here so a short answer shows a problem instead of breaking the page.
  const parsed = query.data ? providerMeSchema.safeParse(query.data) : null;

  if (query.isPending) {
    return (
      <>
        <PageTitle title={title} />
        <PageSpinner />
      </>
    );
  }
  if (query.isError || parsed?.success === false) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title={title} />
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <Notice
          tone="danger"
          role="alert"
          title={t('loadError')}
          action={
            <Button variant="secondary" size="sm" loading={query.isFetching} loadingText={tCommon('state.loading')} onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {tCommon('action.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!parsed) {
    return (
      <div className="flex flex-1 flex-col gap-6">
        <PageTitle title={title} />
        <NoProviderPanel />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={title} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="text-base text-ink-muted">{description}</p> : null}
      </div>
      {children(parsed.data)}
    </div>
  );
}
