import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kronerToOre } from '#shared/requests/price-offer.schema.ts';
import type { ProviderRequest } from '#shared/requests/custom-request.schema.ts';
import { agentBookingPath } from '#shared/routing/paths.ts';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { formatDate, formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfferCommand } from '../api/provider-requests.ts';
import { firstName } from '../lib/request-facts.ts';
import { DeclineRequestDialog } from './decline-dialog.tsx';
import { OfferForm } from './offer-form.tsx';
import { PayoutPreview } from './payout-preview.tsx';
import { StateBadge } from './state-badge.tsx';

function useWhen() {
  const language = useLanguage();
  return (iso: string) => {
    const date = new Date(iso);
    return `${formatDate(date, language)} ${formatTime(date, language)}`;
  };
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything the customer wrote, and what the provider can do about it now (spec §2, §4). */
export function RequestDetail({ request, categoryTitle }: { request: ProviderRequest; categoryTitle?: string }) {
  const { t } = useTranslation('agentOffers');
  const language = useLanguage();
  const when = useWhen();
  const place = request.deliveryPlace
    ? [request.deliveryPlace.street, `${request.deliveryPlace.postalCode} ${request.deliveryPlace.place}`.trim()].filter(Boolean).join(', ')
    : t('when.undecidedLong');
  const facts = [
    { term: t('detail.category'), value: categoryTitle ?? '–' },
    { term: t('detail.customer'), value: firstName(request.customerName) || t('deletedCustomer') },
    { term: t('detail.when'), value: request.startTime ? when(request.startTime) : t('when.undecidedLong') },
    { term: t('detail.where'), value: place },
    { term: t('detail.received'), value: when(request.reachedAt) },
  ];
  const answers = request.answers.filter((answer) => answer.type !== 'SUBTITLE');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge state={request.state} offer={request.offer} />
        {request.isReplacement ? <span className="text-sm text-ink-muted">{t('detail.replacement')}</span> : null}
        {request.customerName ? <OpenChatButton with={{ customerId: request.ownerId }} size="sm" className="ml-auto" /> : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-6">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-semibold text-ink">{fact.term}</dt>
            <dd className="text-ink-soft">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <Section title={t('detail.description')} id="request-description">
        <p className="break-words whitespace-pre-line text-ink">{request.description}</p>
        {request.tags.length ? (
          <ul aria-label={t('detail.tags')} className="flex flex-wrap gap-2">
            {request.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sunken px-3 py-1 text-sm text-ink-soft">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      {answers.length ? (
        <Section title={t('detail.answers')} id="request-answers">
          <dl className="flex flex-col gap-3">
            {answers.map((answer) => (
              <div key={answer.questionId}>
                <dt className="text-sm font-semibold text-ink">{language === 'en' ? answer.questionEn : answer.questionNo}</dt>
                <dd className="text-ink-soft">{language === 'en' ? answer.answerEn : answer.answerNo}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {request.files.length ? (
        <Section title={t('detail.pictures')} id="request-pictures">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {request.files.map((file, index) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-border">
                  <img src={file.url} alt={t('detail.picture', { number: index + 1 })} className="aspect-square w-full object-cover" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('answer.title')} id="request-answer">
        <Answer request={request} />
      </Section>
      <p className="text-xs text-ink-muted">
        {t('detail.receivedLong', { date: formatLongDate(new Date(request.reachedAt), language) })}
        {request.deliveryPlace && !request.deliveryPlace.street && (request.state === 'open' || request.state === 'offer_sent' || request.state === 'expired') ? ` ${t('detail.streetLater')}` : null}
      </p>
    </div>
  );
}

/** What the provider can do in this state: offer or decline, change the offer, or read how it ended. */
function Answer({ request }: { request: ProviderRequest }) {
  const { t } = useTranslation('agentOffers');
  const [editing, setEditing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const command = useOfferCommand(request.id);
  const { offer } = request;

  switch (request.state) {
    case 'accepted':
      return (
        <div className="flex flex-col gap-4">
          <Notice tone="info" title={t('answer.accepted.title')}>
            {t('answer.accepted.text')}
          </Notice>
          {offer ? <OfferSummary request={request} /> : null}
          {offer?.resultingBookingId ? (
            <Link to={agentBookingPath(offer.resultingBookingId)} className={buttonClasses('primary', 'md', 'self-start')}>
              {t('answer.accepted.booking')}
            </Link>
          ) : null}
        </div>
      );
    case 'rejected':
      return (
        <Notice tone="neutral" title={t('answer.declined.title')}>
          <p>{t('answer.declined.reason')}</p>
          <p className="mt-1 break-words whitespace-pre-line italic">{request.rejectReason}</p>
        </Notice>
      );
    case 'closed':
      return (
        <div className="flex flex-col gap-4">
          <Notice tone="neutral" title={request.status === 'CANCELLED' ? t('answer.closed.cancelled') : t('answer.closed.taken')}>
            {t('answer.closed.text')}
          </Notice>
          {offer ? <OfferSummary request={request} /> : null}
        </div>
      );
    case 'offer_sent':
      return editing ? (
        <OfferForm request={request} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <OfferSummary
          request={request}
          action={
            <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
              {t('answer.edit')}
            </Button>
          }
        />
      );
    default:
      return (
        <div className="flex flex-col gap-4">
          {request.state === 'expired' ? (
            <Notice tone="warning" title={t('answer.expired.title')}>
              {t('answer.expired.text')}
            </Notice>
          ) : (
            <p className="text-ink-soft">{t('answer.open')}</p>
          )}
          <OfferForm request={request} />
          <div className="flex flex-col gap-2 border-t border-border pt-4">
            <p className="text-sm text-ink-muted">{t('answer.declineText')}</p>
            <Button variant="secondary" className="self-start" onClick={() => setDeclining(true)}>
              {t('answer.decline')}
            </Button>
          </div>
          <DeclineRequestDialog
            open={declining}
            onOpenChange={setDeclining}
            pending={command.isPending}
            error={command.error}
            onDecline={(rejectReason) =>
              command.mutate(
                { kind: 'decline', customRequestId: request.id, rejectReason },
                {
                  onSuccess: () => {
                    setDeclining(false);
                    showToast({ title: t('decline.done'), tone: 'success' });
                  },
                },
              )
            }
          />
        </div>
      );
  }
}

/** The offer as sent: price and payout (not once the request closed without it), conditions, until when, the proposed start, and whether the customer saw it. */
function OfferSummary({ request, action }: { request: ProviderRequest; action?: ReactNode }) {
  const { t } = useTranslation('agentOffers');
  const language = useLanguage();
  const when = useWhen();
  const offer = request.offer;
  if (!offer) return null;
  const facts = [
    { term: t('offer.price'), value: formatMoney(kronerToOre(offer.price), language) },
    { term: t('offer.expires'), value: when(offer.expiresAt) },
    ...(offer.startTime ? [{ term: t('offer.start'), value: when(offer.startTime) }] : []),
    ...(offer.startTime ? [{ term: t('offer.duration'), value: t('form.duration.option', { hours: offer.durationMinutes / 60 }) }] : []),
    { term: t('offer.conditions'), value: offer.conditions || t('offer.noConditions') },
    { term: t('offer.sent'), value: when(offer.createdAt) },
  ];
  return (
    <div className="flex flex-col gap-4">
      {offer.seenAt ? (
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
          <Eye aria-hidden="true" className="size-4" />
          {t('offer.seen', { date: when(offer.seenAt) })}
        </p>
      ) : request.state === 'offer_sent' ? (
        <p className="text-sm text-ink-muted">{t('offer.notSeen')}</p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-semibold text-ink">{fact.term}</dt>
            <dd className="break-words whitespace-pre-line text-ink-soft">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {action}
      {/* The payout matters while the offer can still become, or has become, a booking. */}
      {request.state === 'closed' ? null : <PayoutPreview priceOre={kronerToOre(offer.price)} terms={request.payoutTerms} />}
    </div>
  );
}
