import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { Award, CalendarCheck, ShieldCheck, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { servicePath } from '#shared/routing/paths.ts';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Picture } from '../../../components/media/picture.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ProviderDetails } from '../api/get-public-provider.ts';
import { ShareButton } from './share-button.tsx';

/** The id of the services section, the target of "Bestill eller send forespørsel". */
export const servicesSectionId = 'tjenester';

type ProviderHeaderProps = {
  provider: ProviderDetails;
  /** Known once the services have loaded; decides where the booking action leads. */
  services: ServiceCard[] | undefined;
  sharePath: string;
};

/**
 * The top of the profile: the wide cover (or the first picture), the photo overlapping it, the
 * name and what the provider promises, and the two things a visitor came to do.
 */
export function ProviderHeader({ provider, services, sharePath }: ProviderHeaderProps) {
  const { t } = useTranslation('provider');
  const language = useLanguage();
  const { profile } = provider;
  const firstPicture = [...provider.pictures].sort((a, b) => a.sortIndex - b.sortIndex)[0];
  const cover = profile.coverWide ?? firstPicture?.wide ?? null;

  const badges: { key: string; tone: 'primary' | 'warning'; icon: ReactNode; text: string }[] = [];
  if (provider.idVerified) badges.push({ key: 'id', tone: 'primary', icon: <ShieldCheck aria-hidden="true" className="size-3.5" />, text: t('badges.idVerified') });
  if (profile.satisfactionGuarantee) badges.push({ key: 'guarantee', tone: 'primary', icon: <ThumbsUp aria-hidden="true" className="size-3.5" />, text: t('badges.guarantee') });
  if (profile.isRecommended) badges.push({ key: 'recommended', tone: 'warning', icon: <Award aria-hidden="true" className="size-3.5" />, text: t('badges.recommended') });

  return (
    <header className="flex flex-col">
      <Picture src={cover} alt="" priority width={1200} height={400} className="aspect-16/9 rounded-2xl sm:aspect-3/1" />
      <div className="flex flex-col gap-5 px-1 sm:px-4 lg:flex-row lg:items-end lg:justify-between">
        {/* Aligned to the top so the photo's negative margin pulls it up over the cover. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
          <Avatar
            src={profile.photo}
            name={profile.displayName}
            size="lg"
            className="relative -mt-12 ml-1 shadow-md ring-4 ring-surface sm:-mt-16 sm:ml-0"
          />
          <div className="flex min-w-0 flex-col gap-1.5 sm:pt-4">
            <p className="text-sm font-medium text-primary-700">{profile.category.title[language]}</p>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{profile.displayName}</h1>
            {profile.tagline ? <p className="text-lg text-ink-soft">{profile.tagline}</p> : null}
            <RatingStars rating={provider.rating} size="md" />
          </div>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:flex sm:flex-wrap lg:shrink-0 lg:pb-1">
          <BookAction services={services} />
          <ShareButton title={profile.displayName} path={sharePath} />
          <OpenChatButton with={{ providerId: provider.id }} className="col-span-2 sm:col-span-1" />
        </div>
      </div>
      {badges.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2 px-1 sm:px-4" aria-label={t('badges.label')}>
          {badges.map((badge) => (
            <li key={badge.key}>
              <Badge tone={badge.tone} className="gap-1 px-3 py-1 text-sm">
                {badge.icon}
                {badge.text}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

/**
 * Booking happens per service. With exactly one service the action goes straight to it;
 * otherwise it jumps to the list to choose from. Without services there is nothing to book,
 * and the custom request further down is the way in.
 */
function BookAction({ services }: { services: ServiceCard[] | undefined }) {
  const { t } = useTranslation('provider');
  if (services?.length === 0) return null;
  const only = services?.length === 1 ? services[0] : undefined;
  const classes = buttonClasses('primary', 'md', 'px-4 sm:px-5');
  const content = (
    <>
      <CalendarCheck aria-hidden="true" className="hidden size-5 sm:block" />
      {t('actions.book')}
    </>
  );
  return only ? (
    <Link to={servicePath(only.slug)} className={classes}>
      {content}
    </Link>
  ) : (
    <a href={`#${servicesSectionId}`} className={classes}>
      {content}
    </a>
  );
}
