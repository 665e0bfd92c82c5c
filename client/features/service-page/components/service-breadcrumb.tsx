import { Link } from '../../../lib/navigation.tsx';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { browsePath, paths } from '#shared/routing/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ServiceDetails } from '../api/get-public-service.ts';

const linkClasses = 'inline-flex min-h-touch items-center rounded-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/** Where the service sits: browse › category › this service. */
export function ServiceBreadcrumb({ service }: { service: ServiceDetails }) {
  const { t } = useTranslation('service');
  const language = useLanguage();
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm">
        <li className="flex items-center gap-1">
          <Link to={paths.browse} className={linkClasses}>
            {t('breadcrumb.browse')}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-ink-muted" />
        </li>
        <li className="flex items-center gap-1">
          <Link to={browsePath({ category: service.category.slug })} className={linkClasses}>
            {service.category.title[language]}
          </Link>
          <ChevronRight aria-hidden="true" className="hidden size-4 text-ink-muted sm:block" />
        </li>
        {/* On a phone the title follows right below, so the last crumb would only repeat it. */}
        <li className="hidden min-w-0 items-center sm:flex">
          <span aria-current="page" className="truncate font-medium text-ink">
            {service.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
