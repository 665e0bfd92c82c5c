import { Link } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { saveConsent } from './browser-consent.ts';

type ConsentBannerProps = { onSettings: () => void };

/**
 * The first-visit question. A named region at the bottom, not a modal: the page stays usable,
 * and the banner is simply there until answered. It comes last in the document, so keyboard
 * users meet the page first and reach it after the footer.
 */
export function ConsentBanner({ onSettings }: ConsentBannerProps) {
  const { t } = useTranslation('layout');
  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface shadow-lg print:hidden"
    >
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="flex flex-col gap-1">
          <h2 id="consent-banner-title" className="text-base font-semibold text-ink">
            {t('consent.title')}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('consent.text')}{' '}
            <Link to={paths.cookies} className="font-medium text-primary-700 underline underline-offset-4">
              {t('consent.readMore')}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button variant="secondary" onClick={() => saveConsent({ statistics: false, marketing: false })}>
            {t('consent.necessaryOnly')}
          </Button>
          <Button variant="ghost" onClick={onSettings} className="order-last col-span-2 sm:order-none">
            {t('consent.settings')}
          </Button>
          <Button onClick={() => saveConsent({ statistics: true, marketing: true })}>{t('consent.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
