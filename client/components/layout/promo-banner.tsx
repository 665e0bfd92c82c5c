import { useState } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';

const dismissedKey = 'promo-banner-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * A thin strip above the header. Closing it hides it for the rest of the visit; where it may
 * show at all is decided by the layout rules.
 */
export function PromoBanner() {
  const { t } = useTranslation('layout');
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Storage can be unavailable in private windows; the banner then just stays closed for this page.
    }
  }

  return (
    <aside data-testid="promo-banner" aria-label={t('promo.label')} className="bg-primary-800 text-white">
      <div className="mx-auto flex max-w-content items-center gap-3 py-1 pr-1 pl-4 sm:px-6 lg:px-8">
        <Sparkles aria-hidden="true" className="hidden size-4 shrink-0 text-primary-200 sm:block" />
        <p className="flex-1 text-sm">
          {t('promo.text')}{' '}
          <Link to={paths.customRequest} className="font-semibold underline underline-offset-4 hover:text-primary-100">
            {t('promo.link')}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('promo.close')}
          className="inline-flex size-touch shrink-0 items-center justify-center rounded-md text-primary-100 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
