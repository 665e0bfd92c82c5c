import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, Award, ShieldCheck, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import { providerPath } from '#shared/routing/paths.ts';
import { roundResponseTime } from '../../../components/listing/listing-format.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';

type SummaryBadge = { key: string; tone: 'primary' | 'warning' | 'neutral'; icon: ReactNode; text: string };

/** Who delivers the service, why they can be trusted, and the way to their profile. */
export function ProviderSummary({ provider }: { provider: ProviderListing }) {
  const { t } = useTranslation('service');
  const { profile } = provider;
  const responseTime = provider.averageResponseTimeSec === null ? null : roundResponseTime(provider.averageResponseTimeSec);
  const badges: SummaryBadge[] = [];
  if (provider.idVerified) {
    badges.push({ key: 'id', tone: 'primary', icon: <ShieldCheck aria-hidden="true" className="size-3.5" />, text: t('provider.idVerified') });
  }
  if (profile.satisfactionGuarantee) {
    badges.push({ key: 'guarantee', tone: 'primary', icon: <ThumbsUp aria-hidden="true" className="size-3.5" />, text: t('provider.guarantee') });
  }
  if (profile.isRecommended) {
    badges.push({ key: 'recommended', tone: 'warning', icon: <Award aria-hidden="true" className="size-3.5" />, text: t('provider.recommended') });
  }
  if (responseTime) {
    badges.push({ key: 'response', tone: 'neutral', icon: null, text: t(`provider.responds.${responseTime.unit}`, { count: responseTime.count }) });
  }

  return (
    <section aria-labelledby="provider-summary-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:gap-5">
        <Avatar src={profile.photo} name={profile.displayName} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-sm text-ink-muted">{t('provider.deliveredBy')}</p>
          <h2 id="provider-summary-title" className="text-lg font-semibold text-ink">
            {profile.displayName}
          </h2>
          {profile.tagline ? <p className="text-sm text-ink-soft">{profile.tagline}</p> : null}
          <RatingStars rating={provider.rating} />
          {badges.length > 0 ? (
            <ul className="flex flex-wrap gap-2 pt-1">
              {badges.map((badge) => (
                <li key={badge.key}>
                  <Badge tone={badge.tone} className="gap-1">
                    {badge.icon}
                    {badge.text}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <Link
          to={providerPath(provider.slug)}
          aria-label={t('provider.viewProfileOf', { name: profile.displayName })}
          className="inline-flex min-h-touch shrink-0 items-center gap-1 rounded-lg px-1 font-semibold text-primary-700 hover:underline"
        >
          {t('provider.viewProfile')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <OpenChatButton with={{ providerId: provider.id }} size="sm" />
      </div>
    </section>
  );
}
