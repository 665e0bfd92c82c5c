import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';

const steps = ['describe', 'when', 'providers', 'review'] as const;

/** /foresporsel: the custom request (spec §2: a 4-step wizard). */
export function CustomRequestPage() {
  const { t } = useTranslation('pages');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8 py-10 sm:py-16">
      <PageTitle title={t('customRequest.title')} />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('customRequest.title')}</h1>
        <p className="text-lg text-ink-muted">{t('customRequest.lead')}</p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-4 rounded-xl border border-border bg-surface p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800">
              {index + 1}
            </span>
            <div className="flex flex-col">
              <span className="font-semibold text-ink">{t(`customRequest.steps.${step}.title`)}</span>
              <span className="text-sm text-ink-muted">{t(`customRequest.steps.${step}.text`)}</span>
            </div>
          </li>
        ))}
      </ol>
      <Notice title={t('customRequest.soonTitle')}>{t('customRequest.soonText')}</Notice>
      <div>
        <Link to={paths.browse} className={buttonClasses('secondary')}>
          {t('customRequest.browseInstead')}
        </Link>
      </div>
    </PageContainer>
  );
}
