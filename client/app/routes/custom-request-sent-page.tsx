import { Link, useLocation } from '../../lib/navigation.tsx';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountRequestPath, paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * /foresporsel/suksess: confirmation after sending a custom request (spec §2, §4), with the way
 * to the request (the wizard passes its id) or to "Mine forespørsler", where the offers arrive.
 */
export function CustomRequestSentPage() {
  const { t } = useTranslation(['pages', 'common', 'customerRequests']);
  const state: unknown = useLocation().state;
  const requestId = typeof state === 'object' && state !== null && 'requestId' in state && typeof state.requestId === 'string' ? state.requestId : null;
  return (
    <PlaceholderPage
      icon={<CircleCheck aria-hidden="true" />}
      title={t('customRequestSent.title')}
      description={t('customRequestSent.text')}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={requestId ? accountRequestPath(requestId) : paths.accountRequests} className={buttonClasses('primary')}>
            {requestId ? t('customerRequests:sent.viewRequest') : t('customerRequests:sent.myRequests')}
          </Link>
          <Link to={paths.home} className={buttonClasses('secondary')}>
            {t('common:action.goHome')}
          </Link>
        </div>
      }
    />
  );
}
