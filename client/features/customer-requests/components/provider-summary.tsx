import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { providerPath } from '#shared/routing/paths.ts';
import { roundResponseTime } from '../../../components/listing/listing-format.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import type { RequestResponse } from '../api/request-types.ts';

type Provider = Pick<RequestResponse, 'providerName' | 'providerSlug' | 'providerPhoto' | 'ratingAverage' | 'ratingCount' | 'averageResponseTimeSec'>;

/** "Svarer vanligvis innen 2 timer", or that there is no history yet. */
export function useResponseTimeText(): (seconds: number | null) => string {
  const { t } = useTranslation('customerRequests');
  return (seconds) => {
    if (seconds === null) return t('offers.noResponseTime');
    const { unit, count } = roundResponseTime(seconds);
    return t(`offers.respondsWithin.${unit}`, { count });
  };
}

/** The provider behind an offer: photo, name, rating, how fast they reply, and their profile. */
export function ProviderSummary({ provider, headingId, headingLevel = 'h3' }: { provider: Provider; headingId?: string; headingLevel?: 'h3' | 'h4' }) {
  const { t } = useTranslation('customerRequests');
  const responseTime = useResponseTimeText();
  const Heading = headingLevel;
  return (
    <div className="flex min-w-0 gap-3">
      <Avatar src={provider.providerPhoto} name={provider.providerName} size="md" />
      <div className="flex min-w-0 flex-col gap-1">
        <Heading id={headingId} className="text-lg leading-snug font-semibold text-ink">
          {provider.providerName}
        </Heading>
        <RatingStars rating={{ average: provider.ratingAverage, count: provider.ratingCount }} />
        <p className="text-sm text-ink-muted">{responseTime(provider.averageResponseTimeSec)}</p>
        <Link
          to={providerPath(provider.providerSlug)}
          aria-label={t('offers.viewProfileOf', { name: provider.providerName })}
          className="inline-flex min-h-touch items-center self-start text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          {t('offers.viewProfile')}
        </Link>
      </div>
    </div>
  );
}
