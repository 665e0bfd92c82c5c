import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import type { CustomerRequestView } from '../api/request-types.ts';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { OffersSection } from './offers-section.tsx';
import { RequestStatusBadge } from '../../../components/requests/request-status-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-base text-ink">{children}</dd>
    </div>
  );
}

/** The job as the customer described it: when, where, the answers, the pictures, and whom it reached. */
function RequestSummary({ request }: { request: CustomerRequestView }) {
  const { t, i18n } = useTranslation('customerRequests');
  const language = useLanguage();
  const at = (date: Date) => t('detail.at', { date: formatDate(date, language), time: formatTime(date, language) });
  const place = request.deliveryPlace;
  const now = useMinuteClock();
  const broadcastLater = request.status === 'OPEN' && !request.sendToAll && request.broadcastAt && request.broadcastAt.getTime() > now.getTime();
  return (
    <Card padding="lg" className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-ink">{t('detail.about')}</h2>
      <dl className="flex flex-col gap-4">
        <Fact label={t('detail.when')}>{request.startTime ? at(request.startTime) : t('detail.dateOpen')}</Fact>
        <Fact label={t('detail.where')}>{place ? `${place.street}, ${place.postalCode} ${place.place}`.trim() : t('detail.placeOpen')}</Fact>
        <Fact label={t('detail.description')}>
          <span className="whitespace-pre-line">{request.description}</span>
        </Fact>
        {request.tags.length > 0 ? <Fact label={t('detail.tags')}>{request.tags.join(', ')}</Fact> : null}
      </dl>
      {request.answers.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-ink">{t('detail.answers')}</h3>
          <dl className="flex flex-col gap-3">
            {request.answers.map((answer) => (
              <Fact key={answer.questionId} label={i18n.language === 'en' ? answer.questionEn : answer.questionNo}>
                {i18n.language === 'en' ? answer.answerEn : answer.answerNo}
              </Fact>
            ))}
          </dl>
        </div>
      ) : null}
      {request.files.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-ink">{t('detail.pictures')}</h3>
          <ul className="grid grid-cols-3 gap-2">
            {request.files.map((file, index) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg focus-visible:outline-3 focus-visible:outline-primary-500">
                  <img
                    src={file.url}
                    alt={t('detail.picture', { number: index + 1, count: request.files.length })}
                    loading="lazy"
                    className="aspect-square w-full bg-sunken object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-1 border-t border-border pt-4 text-sm text-ink-muted">
        <p>{t('detail.reached', { count: request.reachedCount })}</p>
        {request.sendToAll ? <p>{t('detail.toAll')}</p> : null}
        {broadcastLater && request.broadcastAt ? (
          <p>{t('detail.broadcastLater', { date: formatDate(request.broadcastAt, language), time: formatTime(request.broadcastAt, language) })}</p>
        ) : null}
      </div>
    </Card>
  );
}

/** One of the customer's requests: its offers to compare and accept, the job itself, and withdrawing it. */
export function RequestDetails({ request }: { request: CustomerRequestView }) {
  const { t } = useTranslation('customerRequests');
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.accountRequests} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold break-words text-ink sm:text-4xl">{request.title}</h1>
          <RequestStatusBadge status={request.status} className="text-sm" />
          {request.isReplacement ? <Badge tone="primary">{t('detail.replacement')}</Badge> : null}
        </div>
        <p className="text-ink-muted">{t('detail.sentOn', { date: formatDate(request.created, language) })}</p>
        {request.isReplacement ? <p className="text-ink">{t('detail.replacementText')}</p> : null}
      </div>
      {request.status === 'OPEN' ? (
        <section aria-label={t('detail.actions')} className="flex flex-wrap gap-3">
          <CancelRequestDialog requestId={request.id} replacement={request.isReplacement} />
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <OffersSection request={request} />
        </div>
        <div className="flex flex-col gap-6">
          <RequestSummary request={request} />
        </div>
      </div>
    </div>
  );
}
