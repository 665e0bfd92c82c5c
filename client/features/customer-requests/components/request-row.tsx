import { Link } from '../../../lib/navigation.tsx';
import { CalendarDays, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountRequestPath } from '#shared/routing/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerRequestRow } from '../api/request-types.ts';
import { krToOre } from '../lib/request-facts.ts';
import { RequestStatusBadge } from '../../../components/requests/request-status-badge.tsx';

/** One of the customer's requests: when, how many offers (and how many new), the lowest price. The whole card opens it. */
export function RequestRow({ request }: { request: CustomerRequestRow }) {
  const { t } = useTranslation('customerRequests');
  const language = useLanguage();
  return (
    <Card interactive className="relative flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          <Link
            to={accountRequestPath(request.id)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-3 focus-visible:outline-primary-500"
          >
            {request.title}
          </Link>
        </h2>
        <span className="flex flex-wrap gap-2">
          {request.isReplacement ? <Badge tone="primary">{t('detail.replacement')}</Badge> : null}
          <RequestStatusBadge status={request.status} />
        </span>
      </div>
      <p className="text-sm text-ink-muted">{t('list.sentOn', { date: formatDate(request.created, language) })}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-base text-ink">
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-ink-muted" />
          {request.startTime
            ? t('list.at', { date: formatDate(request.startTime, language), time: formatTime(request.startTime, language) })
            : t('list.dateOpen')}
        </span>
        <span className="inline-flex flex-wrap items-center gap-2">
          <Tag aria-hidden="true" className="size-4 text-ink-muted" />
          {request.offerCount === 0 ? t('list.noOffers') : t('list.offers', { count: request.offerCount })}
          {request.unseenOfferCount > 0 ? <Badge tone="warning">{t('list.unseen', { count: request.unseenOfferCount })}</Badge> : null}
        </span>
      </div>
      {request.lowestPrice !== null ? (
        <p className="font-semibold text-ink">{t('list.lowest', { price: formatMoney(krToOre(request.lowestPrice), language) })}</p>
      ) : null}
    </Card>
  );
}
