import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '#shared/subscriptions/subscription-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const tones = { active: 'success', paused: 'warning', cancelled: 'neutral' } as const satisfies Record<SubscriptionStatus, string>;

/** "Aktiv", "Satt på pause", "Avsluttet". */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('subscriptions');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
