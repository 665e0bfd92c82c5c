import { Link } from '../../../lib/navigation.tsx';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** For jobs no listed service fits: describe it and let providers send offers. */
export function CustomRequestCta() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="request-title"
      className="flex flex-col gap-5 rounded-2xl bg-primary-50 p-6 ring-1 ring-primary-100 sm:flex-row sm:items-center sm:justify-between sm:p-10"
    >
      <div className="flex gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-surface text-primary-700 shadow-xs sm:flex">
          <MessageSquareText aria-hidden="true" className="size-6" />
        </span>
        <div className="flex max-w-xl flex-col gap-2">
          <h2 id="request-title" className="text-2xl font-semibold text-ink">
            {t('request.title')}
          </h2>
          <p className="text-base text-ink-soft">{t('request.text')}</p>
        </div>
      </div>
      <Link to={paths.customRequest} className={buttonClasses('primary', 'lg', 'shrink-0')}>
        {t('request.button')}
      </Link>
    </section>
  );
}
