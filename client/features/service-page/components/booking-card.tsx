import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, Clock, Hourglass, Users, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { ServiceDetails } from '../api/get-public-service.ts';
import { useServiceText } from '../lib/service-text.ts';
import { loadsBookingFormSoon } from './booking-dialog.tsx';

type BookingPartProps = { service: ServiceDetails; onBook: () => void };

function ctaKey(service: ServiceDetails) {
  return service.provider.profile.instantBooking ? 'booking.book' : 'booking.request';
}

/**
 * What it costs and how to get it. Wide screens get a card beside the content; phones get a bar
 * along the bottom edge instead, so the call to action is always one tap away. Both open the
 * same dialog.
 */
export function BookingCard({ service, onBook }: BookingPartProps) {
  const { t } = useTranslation('service');
  const text = useServiceText();
  const instant = service.provider.profile.instantBooking;
  return (
    <aside aria-labelledby="booking-title" className="hidden lg:block">
      <div className="sticky top-24 flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-md">
        <h2 id="booking-title" className="sr-only">
          {t('booking.title')}
        </h2>
        <div className="flex flex-col gap-1">
          <p className="text-3xl font-bold tracking-tight text-ink" data-testid="booking-price">
            {text.price(service.priceType, service.basePriceOre)}
          </p>
          <p className="text-sm text-ink-muted">{t(service.priceType === 'from' ? 'price.fromHint' : 'price.fixedHint')}</p>
        </div>
        <dl className="flex flex-col gap-2 border-y border-border py-4 text-sm">
          <div className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-ink-muted" />
            <dt className="text-ink-muted">{t('booking.duration')}</dt>
            <dd className="ml-auto font-semibold text-ink">{text.duration(service.baseDurationMinutes)}</dd>
          </div>
          {service.maxBaseParticipants ? (
            <div className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-ink-muted" />
              <dt className="text-ink-muted">{t('booking.participants')}</dt>
              <dd className="ml-auto font-semibold text-ink">{t('booking.participantsValue', { count: service.maxBaseParticipants })}</dd>
            </div>
          ) : null}
        </dl>
        <Button size="lg" className="w-full" onClick={onBook} {...loadsBookingFormSoon}>
          {t(ctaKey(service))}
        </Button>
        <p className="flex gap-2 text-sm text-ink-soft">
          {instant ? (
            <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          ) : (
            <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          )}
          {t(instant ? 'booking.instantNote' : 'booking.requestNote')}
        </p>
        <div className="rounded-xl bg-sunken p-4 text-sm">
          <p className="text-ink-soft">{t('booking.customRequestLead')}</p>
          <Link to={paths.customRequest} className="mt-1 inline-flex min-h-touch items-center gap-1 font-semibold text-primary-700 hover:underline">
            {t('booking.customRequest')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </aside>
  );
}

/**
 * Sticky, not fixed: it rides along the bottom edge while the page scrolls and comes to rest
 * above the footer instead of covering it.
 */
export function BookingBar({ service, onBook }: BookingPartProps) {
  const { t } = useTranslation('service');
  const text = useServiceText();
  return (
    <div
      data-testid="booking-bar"
      className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-border bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col">
          <p className="truncate text-lg font-bold text-ink">{text.price(service.priceType, service.basePriceOre)}</p>
          {/* The button says whether it books or requests, so the duration is all this line needs. */}
          <p className="truncate text-sm text-ink-muted">{text.duration(service.baseDurationMinutes)}</p>
        </div>
        <Button className="shrink-0" onClick={onBook} {...loadsBookingFormSoon}>
          {t(ctaKey(service))}
        </Button>
      </div>
    </div>
  );
}
