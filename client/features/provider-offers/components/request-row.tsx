import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { agentRequestPath } from '#shared/routing/paths.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { kronerToOre } from '#shared/requests/price-offer.schema.ts';
import type { ProviderRequestItem } from '../api/provider-requests.ts';
import { firstName } from '../lib/request-facts.ts';
import { StateBadge } from './state-badge.tsx';

/** One request in a list: what, which category, when and where, when it came, and the offer's price. */
export function RequestRow({ request, categoryTitle }: { request: ProviderRequestItem; categoryTitle: (id: string) => string | undefined }) {
  const { t } = useTranslation('agentOffers');
  const language = useLanguage();
  const start = request.startTime ? new Date(request.startTime) : null;
  const received = new Date(request.reachedAt);
  const category = categoryTitle(request.categoryId);
  const price = request.offer ? request.offer.price : null;
  return (
    <li className="relative flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 focus-within:outline-3 focus-within:outline-primary-500 hover:border-primary-300 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold break-words text-ink">
          {/* The whole card is the link's target; the heading keeps its name short for a list of links. */}
          <Link to={agentRequestPath(request.id)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {request.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-soft">
          {[category, firstName(request.customerName) || t('deletedCustomer')].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-ink-soft">
          {start ? <time dateTime={start.toISOString()}>{`${formatDate(start, language)} ${formatTime(start, language)}`}</time> : t('when.undecided')}
          {' · '}
          {request.place ?? t('where.undecided')}
        </p>
        <p className="text-xs text-ink-muted">
          {t('list.received', { date: `${formatDate(received, language)} ${formatTime(received, language)}` })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
        <StateBadge state={request.state} offer={request.offer} />
        {price !== null ? <span className="text-sm font-semibold text-ink">{t('list.yourPrice', { price: formatMoney(kronerToOre(price), language) })}</span> : null}
        {request.isReplacement ? <span className="text-xs text-ink-muted">{t('list.replacement')}</span> : null}
      </div>
    </li>
  );
}
