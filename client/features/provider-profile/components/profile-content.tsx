import type { ReactNode } from 'react';
import { Globe, Music, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileContent } from '#shared/explore/provider.schema.ts';
import { ExternalAnchor, ProfileSection } from './profile-section.tsx';

const socialOrder = ['instagram', 'facebook', 'tiktok', 'youtube', 'website'] as const;

const linkCard =
  'flex min-h-touch items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 font-medium text-ink shadow-xs transition-shadow hover:shadow-md';

function hasText(value: string | null): value is string {
  return Boolean(value?.trim());
}

/**
 * The provider's own sections (spec §2): experience, music, videos, practical information and
 * social media. A section the provider left empty is not shown at all.
 */
export function ProfileContentSections({ content }: { content: ProfileContent }) {
  const { t } = useTranslation('provider');
  const socials = socialOrder.flatMap((network) => {
    const url = content.socials[network];
    return url ? [{ network, url }] : [];
  });

  return (
    <>
      {hasText(content.experience) ? (
        <ProfileSection title={t('content.experience')}>
          <p className="text-base whitespace-pre-line text-ink-soft">{content.experience}</p>
        </ProfileSection>
      ) : null}
      {content.music.length > 0 ? (
        <ProfileSection title={t('content.music')}>
          <LinkList links={content.music} icon={<Music aria-hidden="true" className="size-5 shrink-0 text-primary-700" />} />
        </ProfileSection>
      ) : null}
      {content.videos.length > 0 ? (
        <ProfileSection title={t('content.videos')}>
          <LinkList links={content.videos} icon={<PlayCircle aria-hidden="true" className="size-5 shrink-0 text-primary-700" />} />
        </ProfileSection>
      ) : null}
      {hasText(content.practicalInfo) ? (
        <ProfileSection title={t('content.practicalInfo')}>
          <p className="rounded-xl bg-sand-100 p-5 text-base whitespace-pre-line text-ink">{content.practicalInfo}</p>
        </ProfileSection>
      ) : null}
      {socials.length > 0 ? (
        <ProfileSection title={t('content.socials')}>
          <ul className="flex flex-wrap gap-2">
            {socials.map(({ network, url }) => (
              <li key={network}>
                <ExternalAnchor
                  href={url}
                  className="inline-flex min-h-touch items-center gap-2 rounded-full border border-border-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-sunken"
                >
                  {network === 'website' ? <Globe aria-hidden="true" className="size-4" /> : null}
                  {t(`content.social.${network}`)}
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
    </>
  );
}

function LinkList({ links, icon }: { links: { title: string; url: string }[]; icon: ReactNode }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <ExternalAnchor href={link.url} className={linkCard}>
            {icon}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate">{link.title}</span>
              <span className="truncate text-sm font-normal text-ink-muted">{hostOf(link.url)}</span>
            </span>
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}

/** "open.spotify.com" tells a visitor where the link goes before they follow it. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
