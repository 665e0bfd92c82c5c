import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useErrorText } from '../../lib/error-text.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { couponValueText } from './coupon-value.ts';
import { useAvailableCoupons } from './discounts-api.ts';

/** The customer's coupons they can still use, with value and expiry; on the account page and the gift cards page. */
export function CouponList() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorText = useErrorText();
  const coupons = useAvailableCoupons();
  if (coupons.isPending) {
    return (
      <div role="status" aria-label={t('coupons.loading')}>
        <Skeleton className="h-16 w-full rounded-lg" />
      </div>
    );
  }
  if (coupons.isError) {
    return (
      <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void coupons.refetch()}>{t('coupons.retry')}</Button>}>
        {errorText(coupons.error)}
      </Notice>
    );
  }
  if (coupons.data.length === 0) return <p className="text-base text-ink-muted">{t('coupons.none')}</p>;
  return (
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
  );
}
