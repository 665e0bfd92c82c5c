import { useSearchParams } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { OutboxViewer } from '../../features/dev-outbox/components/outbox-viewer.tsx';

/** /dev/outbox: messages the development outbox caught (api-contract "Development outbox"). */
export function DevOutboxPage() {
  const { t } = useTranslation('dev');
  const [params, setParams] = useSearchParams();
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-10">
      <PageTitle title={t('outbox.title')} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">{t('outbox.title')}</h1>
        <p className="text-base text-ink-muted">{t('outbox.lead')}</p>
      </div>
      <OutboxViewer
        initialTo={params.get('to') ?? ''}
        onSearch={(to) => setParams(to ? { to } : {}, { replace: true })}
      />
    </PageContainer>
  );
}
