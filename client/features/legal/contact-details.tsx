import { Link } from '../../lib/navigation.tsx';
import { Building2, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { appConfig } from '../../lib/config.ts';
import { formatOrgNumber } from '../../lib/format/legal-numbers.ts';

/** E-mail, phone when there is one, and the company details the law asks a web shop to show. */
export function ContactDetails({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('legal');
  const company = appConfig.companyName || `${appConfig.appName} AS`;
  return (
    <>
      <section aria-labelledby="contact-email" className="rounded-lg border border-border bg-surface p-5">
        <h2 id="contact-email" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Mail aria-hidden="true" className="size-5 text-primary-700" />
          {t('contact.emailTitle')}
        </h2>
        <a
          href={`mailto:${supportEmail}`}
          className="mt-2 inline-flex min-h-touch items-center text-lg font-medium break-all text-primary-700 underline underline-offset-4"
        >
          {supportEmail}
        </a>
        <p className="text-base text-ink-muted">{t('contact.emailText')}</p>
        {appConfig.supportPhone ? (
          <p className="mt-4 flex items-center gap-2 text-base text-ink">
            <Phone aria-hidden="true" className="size-5 text-primary-700" />
            <span>{t('contact.phoneTitle')}:</span>
            <a href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`} className="font-medium text-primary-700 underline underline-offset-4">
              {appConfig.supportPhone}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="contact-company" className="rounded-lg border border-border bg-surface p-5">
        <h2 id="contact-company" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Building2 aria-hidden="true" className="size-5 text-primary-700" />
          {t('contact.companyTitle')}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm font-medium text-ink-muted">{t('contact.companyName')}</dt>
          <dd className="text-base text-ink">{company}</dd>
          <dt className="text-sm font-medium text-ink-muted">{t('contact.orgNumber')}</dt>
          <dd className="text-base text-ink">{formatOrgNumber(appConfig.orgNumber)}</dd>
          <dt className="text-sm font-medium text-ink-muted">{t('contact.address')}</dt>
          <dd className="text-base text-ink">{appConfig.companyAddress}</dd>
        </dl>
      </section>
      <p>
        <Link to={paths.help} className="inline-flex min-h-touch items-center text-base font-medium text-primary-700 underline underline-offset-4">
          {t('contact.helpLink')}
        </Link>
      </p>
    </>
  );
}
