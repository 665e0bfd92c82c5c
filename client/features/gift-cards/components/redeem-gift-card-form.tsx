import { useTranslation } from 'react-i18next';
import { giftCardRedeemBodySchema } from '#shared/payments/gift-card.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRedeemGiftCard } from '../api/gift-cards-api.ts';

/**
 * Redeeming a code into the balance. The code may come filled in from the link in the gift card
 * e-mail (`?kode=`); `onRedeemed` lets the page drop it from the address afterwards.
 */
export function RedeemGiftCardForm({ initialCode, onRedeemed }: { initialCode: string; onRedeemed?: () => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const redeem = useRedeemGiftCard();
  // The one field shows every problem: a wrong or used code is the form's problem.
  const { values, set, problemText, submitting, onSubmit } = useSchemaForm({
    schema: giftCardRedeemBodySchema,
    initialValues: { code: initialCode },
    onValid: async ({ code }) => {
      const answer = await redeem.mutateAsync(code);
      showToast({ title: t('giftCards.redeem.done', { amount: formatMoney(answer.amountOre, language) }), tone: 'success' });
      set('code', '');
      onRedeemed?.();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        label={t('giftCards.redeem.code')}
        hint={t('giftCards.redeem.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={values.code}
        onChange={(event) => set('code', event.target.value)}
        error={problemText}
        className="flex-1"
        inputClassName="font-mono tracking-wider uppercase"
      />
      <Button type="submit" loading={submitting} loadingText={t('giftCards.redeem.sending')} className="sm:mt-7">
        {t('giftCards.redeem.submit')}
      </Button>
    </form>
  );
}
