import { Link } from '../../lib/navigation.tsx';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ServiceCard as ServiceCardData } from '#shared/explore/service.schema.ts';
import { servicePath } from '#shared/routing/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge } from '../ui/badge.tsx';
import { ListingPicture } from './listing-picture.tsx';
import { RatingStars } from './rating-stars.tsx';

export type ServiceCardProps = {
  service: ServiceCardData;
  /** Keeps the page outline right: h3 under a results h2, h2 when the card list is the section. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  /** The list's first card: its picture is fetched at once (ListingPicture `priority`). */
  priority?: boolean;
};

/** "Fra 1 200 kr" for a from-price, "1 200 kr" for a fixed one. */
export function useServicePrice(): (service: Pick<ServiceCardData, 'priceType' | 'basePriceOre'>) => string {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  return (service) => {
    const price = formatMoney(service.basePriceOre, language);
    return service.priceType === 'from' ? t('listing.price.from', { price }) : price;
  };
}

/**
 * A service in a result list: picture, category, title, provider, rating, price and whether it
 * can be booked at once. The whole card is one link to the service page; the link itself sits
 * on the title and stretches over the card, so a screen reader announces just the title
 * instead of everything on the card.
 */
export function ServiceCard({ service, headingLevel = 'h3', className, priority = false }: ServiceCardProps) {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  const priceText = useServicePrice();
  const Heading = headingLevel;

  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs',
        'transition-shadow duration-150 focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <ListingPicture src={service.picture?.square} alt={service.picture?.title ?? ''} className="aspect-4/3" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-medium text-primary-700">{service.category.title[language]}</p>
        <Heading className="text-lg leading-snug font-semibold text-ink">
          <Link
            to={servicePath(service.slug)}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-500"
          >
            {service.title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">{t('listing.byProvider', { provider: service.provider.displayName })}</p>
        <RatingStars rating={service.rating} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-base font-semibold text-ink">
            <span className="sr-only">{t('listing.price.label')}: </span>
            {priceText(service)}
          </p>
          {service.provider.instantBooking ? (
            <Badge tone="primary" className="gap-1">
              <Zap aria-hidden="true" className="size-3.5" />
              {t('listing.instantBooking')}
            </Badge>
          ) : null}
        </div>
      </div>
    </article>
  );
}
