import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { infoLinkKeys } from './info-links.ts';

type Document = 'termsCustomers' | 'termsProviders' | 'privacy';

/**
 * Links to the documents a checkbox accepts. They open in a new tab, so a half-filled form or an
 * open payment dialog is still there when the reader comes back; the label says so.
 */
export function TermsLinks({ documents }: { documents: Document[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className="-mt-2 flex flex-wrap gap-x-4 pl-9 text-sm">
      {documents.map((document) => (
        <li key={document}>
          <a
            href={paths[document]}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-touch items-center gap-1 font-medium text-primary-700 underline underline-offset-4"
          >
            {t(infoLinkKeys[paths[document]])}{' '}
            <span className="sr-only">{t('termsLinks.newTab')}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
