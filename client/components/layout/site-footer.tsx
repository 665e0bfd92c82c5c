import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { browsePath, infoPaths, paths } from '#shared/routing/paths.ts';
import { openConsentSettings } from '../../lib/consent-settings-store.ts';
import { infoLinkKeys } from './info-links.ts';
import { appConfig } from '../../lib/config.ts';
import { formatOrgNumber } from '../../lib/format/legal-numbers.ts';
import { BrandLogo } from './brand-logo.tsx';
import { cn } from '../../lib/class-names.ts';

const serviceLinks = [
  { to: browsePath({ category: 'rengjoring' }), labelKey: 'footer.links.cleaning' },
  { to: browsePath({ category: 'arrangement' }), labelKey: 'footer.links.events' },
  { to: browsePath({ category: 'musikk' }), labelKey: 'footer.links.music' },
  { to: paths.customRequest, labelKey: 'footer.links.customRequest' },
] as const;

const providerLinks = [
  { to: paths.providerRegistration, labelKey: 'footer.links.becomeProvider' },
  { to: paths.agent, labelKey: 'footer.links.providerArea' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const company = appConfig.companyName || `${appConfig.appName} AS`;

  return (
    <footer data-testid="site-footer" className="render-when-near mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-content grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <BrandLogo />
          <p className="max-w-xs text-sm text-ink-muted">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.services')} links={serviceLinks.map((link) => ({ to: link.to, label: t(link.labelKey) }))} />
        <FooterColumn title={t('footer.providers')} links={providerLinks.map((link) => ({ to: link.to, label: t(link.labelKey) }))} />
        {/* The longest list: on a phone it takes the whole width in two columns rather than wrapping every link. */}
        <FooterColumn
          title={t('footer.help')}
          links={infoPaths.map((path) => ({ to: path, label: t(infoLinkKeys[path]) }))}
          className="col-span-2 sm:col-span-1"
          listClassName="grid grid-cols-2 gap-x-6 sm:flex sm:flex-col"
        >
          <li>
            <button
              type="button"
              onClick={openConsentSettings}
              className="inline-flex min-h-touch cursor-pointer items-center text-left text-sm text-ink-muted hover:text-primary-700 hover:underline sm:min-h-9"
            >
              {t('footer.cookieSettings')}
            </button>
          </li>
        </FooterColumn>
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-1">
          <h2 className="text-sm font-semibold text-ink">{t('footer.contact')}</h2>
          <p className="text-sm text-ink-muted">{t('footer.contactText')}</p>
          <a
            href={`mailto:${appConfig.supportEmail}`}
            className="inline-flex min-h-touch items-center gap-2 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {appConfig.supportEmail}
          </a>
          {appConfig.supportPhone ? (
            <a
              href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`}
              className="inline-flex min-h-touch items-center gap-2 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {appConfig.supportPhone}
            </a>
          ) : null}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-content flex-col gap-1 px-4 py-5 text-sm text-ink-muted sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {company}
            {` · ${t('footer.orgNumber', { orgNumber: formatOrgNumber(appConfig.orgNumber) })}`}
          </p>
          <p>{t('footer.delivery')}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  links,
  className,
  listClassName = 'flex flex-col',
  children,
}: {
  title: string;
  links: { to: string; label: string }[];
  className?: string;
  listClassName?: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={title} className={cn('flex flex-col gap-2', className)}>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-touch items-center text-sm text-ink-muted hover:text-primary-700 hover:underline sm:min-h-9">
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
