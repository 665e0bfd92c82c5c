import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useOpenRequestCount } from '../api/provider-requests.ts';

/** The count beside "Tilbud" in the provider menu: requests that wait for an answer, kept live. */
export function OffersNavBadge() {
  const { t } = useTranslation('agentOffers');
  const count = useOpenRequestCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto">
      <span className="sr-only">{t('navBadge.waiting', { count })}</span>
      <CountBadge count={count} ring="ring-transparent" testId="offers-badge" />
    </span>
  );
}
