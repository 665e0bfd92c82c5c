import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import { providerPath } from '#shared/routing/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge } from '../ui/badge.tsx';
import { Avatar } from '../media/avatar.tsx';
import { useProviderFigureText } from './listing-format.ts';
import { RatingStars } from './rating-stars.tsx';

export type ProviderCardProps = {
  provider: ProviderListing;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * A provider in a result list: photo, name, tagline, rating, lowest price and the figures that
 * tell a customer how the provider behaves (accepting, replying, cancelling). Acceptance below
 * 30 % shows as "under 30 %" (spec §9) so one slow month does not brand a new provider with a
 * harsh exact number. A figure with too little history yet reads "new", with the reason for
 * screen readers; the profile explains each figure in full.
 */
export function ProviderCard({ provider, headingLevel = 'h3', className }: ProviderCardProps) {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  const { profile } = provider;
  const Heading = headingLevel;

  const figure = useProviderFigureText();
  const newHint = <span className="sr-only"> ({t('listing.provider.newHint')})</span>;
  const value = (known: boolean, text: string) => (known ? text : <>{text}{newHint}</>);

  return (
    <article
      className={cn(
        'group relative flex w-full flex-col rounded-xl border border-border bg-surface shadow-xs',
        'transition-shadow duration-150 focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <div className="flex gap-4 p-4">
        <Avatar src={profile.photo} name={profile.displayName} size="card" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium text-primary-700">{profile.category.title[language]}</p>
          <Heading className="text-lg leading-snug font-semibold text-ink">
            <Link
              to={providerPath(provider.slug)}
              className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-500"
            >
              {profile.displayName}
            </Link>
          </Heading>
          {provider.idVerified ? (
            <Badge tone="primary" className="gap-1 self-start">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('listing.provider.idVerified')}
            </Badge>
          ) : null}
          {profile.tagline ? <p className="line-clamp-2 text-sm text-ink-muted">{profile.tagline}</p> : null}
          <RatingStars rating={provider.rating} />
        </div>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-3 border-t border-border p-4">
        {provider.minPriceOre === null ? null : (
          <Fact term={t('listing.provider.minPrice')}>
            {t('listing.price.from', { price: formatMoney(provider.minPriceOre, language) })}
          </Fact>
        )}
        <Fact term={t('listing.provider.acceptance')}>{value(provider.acceptanceRate !== null, figure.acceptance(provider.acceptanceRate))}</Fact>
        <Fact term={t('listing.provider.responseTime')}>{value(provider.averageResponseTimeSec !== null, figure.responseTime(provider.averageResponseTimeSec))}</Fact>
        <Fact term={t('listing.provider.cancelRate')}>{value(provider.cancelRate !== null, figure.cancelRate(provider.cancelRate))}</Fact>
      </dl>
    </article>
  );
}
