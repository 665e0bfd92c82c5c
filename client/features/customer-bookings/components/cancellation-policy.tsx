import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';
import { policyLineKeys } from '../lib/cancellation-policy-text.ts';

/**
 * The booking's cancellation policy in plain words (spec §9). Until the booking is paid and
 * confirmed, cancelling is free whatever the policy, and the text says so; after that it would
 * only mislead.
 */
export function CancellationPolicyText({ policy, confirmed = false }: { policy: CancellationPolicy; confirmed?: boolean }) {
  const { t } = useTranslation('bookings');
  return (
    <div className="flex flex-col gap-2 text-base text-ink-soft">
      <p className="font-medium text-ink">{t('detail.policy.intro', { name: t(`detail.policy.name.${policy}`) })}</p>
      <ul className="list-disc space-y-1 pl-5">
        {policyLineKeys[policy].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {confirmed ? null : <p>{t('detail.policy.beforeConfirmation')}</p>}
    </div>
  );
}
