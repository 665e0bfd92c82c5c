import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { infoPaths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { infoLinkKeys } from '../../components/layout/info-links.ts';

type LegalPageLayoutProps = {
  title: string;
  lead: string;
  /** Shown under the lead, for documents whose wording binds (terms, privacy). */
  updated?: string;
  currentPath: string;
  children: ReactNode;
};

/** Frame of the information pages: a readable column, then links to the other pages. */
export function LegalPageLayout({ title, lead, updated, currentPath, children }: LegalPageLayoutProps) {
  const { t } = useTranslation('layout');
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageTitle title={title} />
      <article className="mx-auto max-w-prose">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{lead}</p>
        {updated ? <p className="mt-2 text-sm text-ink-muted">{updated}</p> : null}
        <div className="mt-8 flex flex-col gap-8">{children}</div>
        <nav aria-labelledby="legal-related" className="mt-12 border-t border-border pt-6">
          <h2 id="legal-related" className="text-base font-semibold text-ink">
            {t('footer.help')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {infoPaths
              .filter((path) => path !== currentPath)
              .map((path) => (
                <li key={path}>
                  <Link to={path} className="inline-flex min-h-touch items-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline">
                    {t(infoLinkKeys[path])}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </article>
    </PageContainer>
  );
}
