import { useId, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One titled part of the profile; a landmark named by its heading. */
export function ProfileSection({ title, id, action, children }: { title: string; id?: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4 border-t border-border pt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A link to another site, opened in a new tab. Music and videos are links, not embedded
 * players: the content security policy allows no third-party frames, and a player from
 * another site would track visitors before they chose to press play.
 */
export function ExternalAnchor({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('provider');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {t('content.newTab')}</span>
    </a>
  );
}
