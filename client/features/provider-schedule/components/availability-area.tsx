import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useOwnProviderId, useSchedule } from '../api/schedule.ts';
import { ScheduleEditor } from './schedule-editor.tsx';

/** /agent/tilgjengelighet: when the provider works and how customers may book (spec §2). */
export function AvailabilityArea() {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const providerId = useOwnProviderId();
  const schedule = useSchedule(providerId.data);
  const loading = providerId.isPending || (providerId.data && schedule.isPending);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('title')} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="text-base text-ink-muted">{t('lead')}</p>
      </div>
      {loading ? (
        <PageSpinner />
      ) : providerId.data === null ? (
        <Notice tone="warning" title={t('noProvider')} />
      ) : providerId.data && schedule.data ? (
        <ScheduleEditor providerId={providerId.data} schedule={schedule.data} />
      ) : (
        <Notice tone="danger" role="alert" title={errorText(providerId.error ?? schedule.error)} />
      )}
    </div>
  );
}
