import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { couponValueText } from '../../../components/discounts/coupon-value.ts';
import { useAvailableCoupons } from '../../../components/discounts/discounts-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { AccountSection } from './account-section.tsx';

/** The customer's coupons they can still use; gift cards are not sold yet, and the section says so. */
export function CouponsSection() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorText = useErrorText();
  const coupons = useAvailableCoupons();
  return (
    <AccountSection id="coupons" title={t('coupons.title')} description={t('coupons.text')} icon={<Gift aria-hidden="true" />}>
      {coupons.isPending ? (
        <div role="status" aria-label={t('coupons.loading')}>
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : coupons.isError ? (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void coupons.refetch()}>{t('coupons.retry')}</Button>}>
          {errorText(coupons.error)}
        </Notice>
      ) : coupons.data.length === 0 ? (
        <p className="text-base text-ink-muted">{t('coupons.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('coupons.listLabel')}>
          {coupons.data.map((coupon) => (
            <li key={coupon.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border border-border p-4">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-ink">{coupon.title}</span>
                {coupon.description ? <span className="text-sm text-ink-soft">{coupon.description}</span> : null}
                <span className="text-sm text-ink-muted">
                  {coupon.expiresAt ? t('coupons.expires', { date: formatLongDate(coupon.expiresAt, language) }) : t('coupons.noExpiry')}
                </span>
              </div>
              <span className="text-lg font-semibold text-success-700 tabular-nums">
                <span className="sr-only">{t('coupons.value')} </span>−{couponValueText(coupon, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-ink-muted">{t('coupons.giftCards')}</p>
    </AccountSection>
  );
}
