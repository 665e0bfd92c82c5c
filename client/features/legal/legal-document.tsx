import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format/date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { LegalPageLayout } from './legal-page-layout.tsx';
import { legalRevisionDate } from './legal-revision.ts';

export type LegalDocumentKey = 'termsCustomers' | 'termsProviders' | 'privacy' | 'cookies';

type Section = { title: string; body: string[] };

/** A document of numbered sections from the `legal` namespace (terms, privacy, cookies). */
export function LegalDocument({ document, path, after }: { document: LegalDocumentKey; path: string; after?: ReactNode }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <LegalPageLayout
      title={t(`${document}.title`)}
      lead={t(`${document}.lead`)}
      updated={t('updated', { date: formatLongDate(legalRevisionDate, language) })}
      currentPath={path}
    >
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${document}-${index}`}>
          <h2 id={`${document}-${index}`} className="text-xl font-semibold text-ink">
            {index + 1}. {section.title}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-base leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {after}
    </LegalPageLayout>
  );
}
