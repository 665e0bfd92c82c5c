import { useSearchParams } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { usePaymentReturn } from '../../../components/payments/use-payment-return.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

/**
 * Back in the conversation from paying an add-on at the card checkout (`?betaling=<id>`): asks the
 * gateway how it went and says so above the messages. Asking settles the payment, so the add-on's
 * card turns paid by its own push; a refused card leaves the card's "Betal" to try again.
 */
export function AddonPaymentReturn() {
  const { t } = useTranslation('chat');
  const [search] = useSearchParams();
  const { state, checkAgain } = usePaymentReturn(search.get('betaling'), null);
  if (state === 'none') return null;
  const box = 'mx-3 my-2';
  if (state === 'checking') return <Notice tone="info" role="status" className={box}>{t('addonPayment.checking')}</Notice>;
  if (state === 'succeeded') return <Notice tone="info" role="status" className={box}>{t('addonPayment.paid')}</Notice>;
  if (state === 'failed') return <Notice tone="danger" role="alert" className={box}>{t('addonPayment.failed')}</Notice>;
  if (state === 'undecided') {
    return (
      <Notice tone="warning" role="status" className={box} action={<Button variant="secondary" size="sm" onClick={checkAgain}>{t('addonPayment.checkAgain')}</Button>}>
        {t('addonPayment.undecided')}
      </Notice>
    );
  }
  return <Notice tone="warning" className={box}>{t('addonPayment.unknown')}</Notice>;
}
