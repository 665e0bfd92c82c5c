import { Bell, CreditCard, Globe, Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AccountSection } from './account-section.tsx';

/** Which notifications are sent; choosing them comes later, so there is nothing to switch yet. */
export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="notifications" title={t('notifications.title')} description={t('notifications.text')} icon={<Bell aria-hidden="true" />}>
      <ul className="flex flex-col gap-3">
        <li className="flex items-start gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <span className="text-base text-ink">{t('notifications.email')}</span>
        </li>
        <li className="flex items-start gap-3">
          <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <span className="text-base text-ink">{t('notifications.sms')}</span>
        </li>
      </ul>
      <p className="text-sm text-ink-muted">{t('notifications.note')}</p>
    </AccountSection>
  );
}

/** Cards, receipts and invoices have their own page; the section leads there. */
export function PaymentsSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="payments" title={t('payments.title')} description={t('payments.text')} icon={<CreditCard aria-hidden="true" />}>
      <Link to={paths.accountPayments} className={buttonClasses('secondary', 'md', 'self-start')}>
        {t('payments.link')}
      </Link>
    </AccountSection>
  );
}

/** Providers get a public profile with a link to share; customers read what it will be. */
export function PublicProfileSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="public-profile" title={t('publicProfile.title')} description={t('publicProfile.text')} icon={<Globe aria-hidden="true" />} />
  );
}
