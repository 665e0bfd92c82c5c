import { ArrowRight, Gift } from 'lucide-react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { CouponList } from '../../../components/discounts/coupon-list.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AccountSection } from './account-section.tsx';

/** The customer's coupons they can still use, and the way to the gift cards page. */
export function CouponsSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="coupons" title={t('coupons.title')} description={t('coupons.text')} icon={<Gift aria-hidden="true" />}>
      <CouponList />
      <Link to={paths.accountGiftCards} className={buttonClasses('secondary', 'md', 'self-start')}>
        {t('coupons.giftCardsLink')}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </AccountSection>
  );
}
