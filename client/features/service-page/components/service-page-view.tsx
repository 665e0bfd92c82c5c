import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { readBookingDraftQuery } from '#shared/cleaning/booking-draft-query.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { PictureGallery } from '../../../components/media/picture-gallery.tsx';
import { usePublicService, type ServiceDetails } from '../api/get-public-service.ts';
import { hasKeptDraft } from '../lib/draft-storage.ts';
import { useServiceText } from '../lib/service-text.ts';
import { BookingBar, BookingCard } from './booking-card.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { ProviderSummary } from './provider-summary.tsx';
import { ServiceBreadcrumb } from './service-breadcrumb.tsx';
import { ServiceReviews } from './service-reviews.tsx';
import { ServiceLoadError, ServiceNotFound, ServicePageSkeleton } from './service-page-states.tsx';
import { AddonsSection, ChecklistSection, IncludedSection, PracticalSection, ServiceSection } from './service-sections.tsx';

/** Spec §2 Service page for the service named in the address (slug or id). */
export function ServicePageView({ idOrSlug }: { idOrSlug: string }) {
  const query = usePublicService(idOrSlug);
  if (query.isPending) return <ServicePageSkeleton />;
  if (query.isError) return <ServiceLoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (query.data === null) return <ServiceNotFound />;
  return <ServiceDetailsView service={query.data} />;
}

/** Search results and link previews show at most about this many characters of a description. */
const metaDescriptionLength = 155;

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= metaDescriptionLength ? flat : `${flat.slice(0, metaDescriptionLength - 1).trimEnd()}…`;
}

export function ServiceDetailsView({ service }: { service: ServiceDetails }) {
  const { t } = useTranslation('service');
  const text = useServiceText();
  // Back from signing in by e-mail link with a booking half made, or here from a cleaning estimate
  // with its choices in the address: the booking opens filled in.
  const [searchParams] = useSearchParams();
  const [bookingOpen, setBookingOpen] = useState(() => hasKeptDraft(service.id) || readBookingDraftQuery(searchParams) !== null);
  const openBooking = () => setBookingOpen(true);
  const pictures = [...service.pictures]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((picture, index) => ({
      id: picture.id,
      src: picture.wide,
      alt: picture.title ?? t('gallery.pictureAlt', { title: service.title, number: index + 1 }),
      caption: picture.title,
    }));
  const description = metaDescription(
    service.description ||
      t('meta.description', { title: service.title, provider: service.provider.profile.displayName, price: text.price(service.priceType, service.basePriceOre) }),
  );

  return (
    <PageContainer className="flex flex-col pt-4 sm:pt-6">
      <PageTitle title={service.title} />
      <meta name="description" content={description} />
      <ServiceBreadcrumb service={service} />
      <div className="mt-2 flex flex-col gap-2 sm:mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{service.title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <RatingStars rating={service.rating} />
          <span>{t('header.byProvider', { provider: service.provider.profile.displayName })}</span>
        </div>
      </div>
      <PictureGallery
        className="mt-5 sm:mt-6"
        pictures={pictures}
        labels={{ showAll: t('gallery.showAll', { count: pictures.length }), dialogTitle: t('gallery.title', { title: service.title }) }}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:pb-16">
        <div className="flex min-w-0 flex-col gap-8">
          <ProviderSummary provider={service.provider} />
          {service.description.trim() ? (
            <ServiceSection title={t('description.title')}>
              <p className="text-base whitespace-pre-line text-ink-soft sm:text-lg">{service.description}</p>
            </ServiceSection>
          ) : null}
          <IncludedSection items={service.included} />
          <ChecklistSection items={service.customerChecklist} />
          <AddonsSection addons={service.addons} />
          <PracticalSection service={service} />
          <ServiceReviews service={service} />
        </div>
        <BookingCard service={service} onBook={openBooking} />
      </div>
      <BookingBar service={service} onBook={openBooking} />
      <BookingDialog service={service} open={bookingOpen} onOpenChange={setBookingOpen} />
    </PageContainer>
  );
}
