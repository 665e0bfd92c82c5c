import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, CalendarDays, CircleCheck, CircleX, MapPin, MessageSquareText, Star, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { minEventsForFigure } from '#shared/ratings/track-record.ts';
import { paths } from '#shared/routing/paths.ts';
import { useProviderFigureText } from '../../../components/listing/listing-format.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import type { ProviderDetails } from '../api/get-public-provider.ts';
import { useProviderText } from '../lib/provider-text.ts';

/**
 * The figures that tell a customer how this provider behaves, then where and when they work.
 * Each says in a line how it is counted, in the page's text rather than a tooltip, so touch and
 * screen-reader users read it too. A figure without enough history reads "new" rather than zero.
 */
export function ProviderFigures({ provider, className }: { provider: ProviderDetails; className?: string }) {
  const { t } = useTranslation('provider');
  const text = useProviderText();
  const days = text.weekdays(provider.workingDays);
  const figure = useProviderFigureText();
  const explain = (key: 'responseTime' | 'acceptance' | 'cancelRate', known: boolean) => (known ? t(`figures.explain.${key}`) : `${t(`figures.explain.${key}`)} ${t('figures.explain.new', { min: minEventsForFigure })}`);

  return (
    <aside aria-labelledby="figures-title" className={className}>
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6">
        <h2 id="figures-title" className="text-lg font-semibold text-ink">
          {t('figures.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          <Figure icon={<Star />} term={t('figures.rating')} wide>
            <RatingStars rating={provider.rating} />
          </Figure>
          <Figure icon={<Timer />} term={t('figures.responseTime')} explanation={explain('responseTime', provider.averageResponseTimeSec !== null)}>
            {figure.responseTime(provider.averageResponseTimeSec)}
          </Figure>
          <Figure icon={<CircleCheck />} term={t('figures.acceptance')} explanation={explain('acceptance', provider.acceptanceRate !== null)}>
            {figure.acceptance(provider.acceptanceRate)}
          </Figure>
          <Figure icon={<CircleX />} term={t('figures.cancelRate')} explanation={explain('cancelRate', provider.cancelRate !== null)}>
            {figure.cancelRate(provider.cancelRate)}
          </Figure>
        </dl>
        {provider.locations.length > 0 || days.length > 0 ? (
          <dl className="flex flex-col gap-4 border-t border-border pt-5">
            {provider.locations.length > 0 ? (
              <Figure icon={<MapPin />} term={t('figures.areas')}>
                <span className="font-normal">{provider.locations.map(text.areaName).join(', ')}</span>
              </Figure>
            ) : null}
            {days.length > 0 ? (
              <Figure icon={<CalendarDays />} term={t('figures.workingDays')}>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {days.map(({ day, name }) => (
                    <li key={day} className="rounded-md bg-primary-50 px-2 py-0.5 text-sm font-medium text-primary-800">
                      {name}
                    </li>
                  ))}
                </ul>
              </Figure>
            ) : null}
          </dl>
        ) : null}
        <p className="text-sm text-ink-muted">{t('figures.memberSince', { date: formatLongDate(provider.memberSince, text.language) })}</p>
      </div>
    </aside>
  );
}

/** A term and its value; the icon sits inside the term so the list stays a valid definition list. */
function Figure({ icon, term, children, explanation, wide = false }: { icon: ReactNode; term: string; children: ReactNode; explanation?: string; wide?: boolean }) {
  return (
    <div className={cn('relative min-h-9 min-w-0 pl-12', wide && 'col-span-2 lg:col-span-1')}>
      <dt className="text-sm text-ink-muted">
        <span aria-hidden="true" className="absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-full bg-sunken text-ink-soft [&>svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="text-base font-semibold text-ink">{children}</dd>
      {explanation ? <dd className="mt-0.5 text-xs text-ink-muted">{explanation}</dd> : null}
    </div>
  );
}

/** For jobs the listed services do not cover: describe it and get offers. */
export function CustomRequestCard({ className }: { className?: string }) {
  const { t } = useTranslation('provider');
  return (
    <div className={cn('flex flex-col gap-2 rounded-2xl bg-primary-50 p-5 ring-1 ring-primary-100 sm:p-6', className)}>
      <MessageSquareText aria-hidden="true" className="size-6 text-primary-700" />
      <p className="font-semibold text-ink">{t('customRequest.title')}</p>
      <p className="text-sm text-ink-soft">{t('customRequest.text')}</p>
      <Link to={paths.customRequest} className="mt-1 inline-flex min-h-touch items-center gap-1 font-semibold text-primary-700 hover:underline">
        {t('customRequest.link')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
