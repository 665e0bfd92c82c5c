import { CreditCard, Globe } from 'lucide-react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AccountSection } from './account-section.tsx';

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
