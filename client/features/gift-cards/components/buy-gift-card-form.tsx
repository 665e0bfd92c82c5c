import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardDeliveryWindow, giftCardMessageMaxLength, giftCardPurchaseSchema } from '#shared/payments/gift-card.schema.ts';
import { goToCheckout } from '../../../components/payments/payments-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useBuyGiftCard } from '../api/gift-cards-api.ts';
import { type AmountChoice, chosenAmountOre, giftCardPresetsOre, initialPurchaseValues, purchaseInput } from '../lib/purchase-form.ts';

const shownFields = ['amountOre', 'recipientName', 'recipientEmail', 'message', 'deliverOn'] as const;

/**
 * Buying a gift card: an amount (a preset or any whole amount from 100 to 10 000 kr), who it is
 * for, a message and the day it is e-mailed. Checked with the shared schema, then the buyer goes
 * to the card checkout and comes back to this page.
 */
export function BuyGiftCardForm() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const buy = useBuyGiftCard();
  const [leaving, setLeaving] = useState(false);
  const deliveryWindow = giftCardDeliveryWindow(new Date());
  const form = useSchemaForm({
    schema: giftCardPurchaseSchema(new Date()),
    initialValues: () => initialPurchaseValues(deliveryWindow.first),
    shownFields,
    toInput: purchaseInput,
    onValid: async (purchase) => {
      const answer = await buy.mutateAsync(purchase);
      setLeaving(true);
      goToCheckout(answer.checkout.url);
    },
  });
  const { values, set, fieldError } = form;
  const amountOre = chosenAmountOre(values);

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5" aria-labelledby="buy-gift-card-title">
      <RadioCards<AmountChoice>
        label={t('giftCards.buy.amount')}
        value={values.amountOre}
        onValueChange={(choice) => set('amountOre', choice)}
        options={[
          ...giftCardPresetsOre.map((ore) => ({ value: `${ore}` as AmountChoice, label: formatMoney(ore, language) })),
          { value: 'custom' as const, label: t('giftCards.buy.custom') },
        ]}
      />
      {values.amountOre === 'custom' ? (
        <Input
          label={t('giftCards.buy.customAmount')}
          hint={t('giftCards.buy.customHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.customKroner}
          onChange={(event) => {
            set('customKroner', event.target.value);
            form.clearError('amountOre');
          }}
          error={fieldError('amountOre')}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('giftCards.buy.recipientName')}
          autoComplete="off"
          maxLength={100}
          value={values.recipientName}
          onChange={(event) => set('recipientName', event.target.value)}
          error={fieldError('recipientName')}
        />
        <Input
          label={t('giftCards.buy.recipientEmail')}
          type="email"
          autoComplete="off"
          required
          value={values.recipientEmail}
          onChange={(event) => set('recipientEmail', event.target.value)}
          error={fieldError('recipientEmail')}
        />
      </div>
      <TextArea
        label={t('giftCards.buy.message')}
        rows={3}
        maxCharacters={giftCardMessageMaxLength}
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
        error={fieldError('message')}
      />
      <Input
        label={t('giftCards.buy.deliverOn')}
        hint={t('giftCards.buy.deliverOnHint')}
        type="date"
        required
        min={deliveryWindow.first}
        max={deliveryWindow.last}
        value={values.deliverOn}
        onChange={(event) => set('deliverOn', event.target.value)}
        error={fieldError('deliverOn')}
        className="sm:max-w-xs"
      />
      {form.problemText ? (
        <Notice tone="danger" role="alert">
          {form.problemText}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" className="self-start" loading={form.submitting || leaving} loadingText={t('giftCards.buy.leaving')}>
        {Number.isFinite(amountOre) ? t('giftCards.buy.submitAmount', { amount: formatMoney(amountOre, language) }) : t('giftCards.buy.submit')}
      </Button>
    </form>
  );
}
