import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { CreditCard, FileText, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { RadioCards, type RadioCardOption } from '../ui/radio-cards.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { cardName, cardExpiry } from './card-text.ts';
import { effectiveOption, invoiceOption, newCardOption, savedCardOption, type PaymentChoice, type PaymentOptions } from './payment-choice.ts';

export type PaymentChoiceFieldsProps = {
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  options: PaymentOptions & { loading: boolean };
  /** Shown under the choices, e.g. why the last payment failed. */
  error?: ReactNode;
};

/**
 * How to pay: each saved card, a new card (saved for later if the customer wants), invoice when
 * the account may use it (else a pointer to adding a business), and the balance when there is one.
 */
export function PaymentChoiceFields({ choice, onChange, options, error }: PaymentChoiceFieldsProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const option = effectiveOption(choice, options);
  const set = (patch: Partial<PaymentChoice>) => onChange({ ...choice, ...patch });

  if (options.loading) {
    return (
      <div role="status" aria-label={t('paymentChoice.loading')}>
        <Skeleton className="h-20 w-full rounded-lg" />
      </div>
    );
  }

  const cardIcon = <CreditCard aria-hidden="true" className="size-4" />;
  const choices: RadioCardOption<string>[] = [
    ...options.cards.map((card) => ({
      value: savedCardOption(card),
      label: cardName(card),
      description: [t('paymentChoice.expires', { date: cardExpiry(card) }), card.isDefault ? t('paymentChoice.default') : null].filter(Boolean).join(' · '),
      icon: cardIcon,
    })),
    {
      value: newCardOption,
      label: t(options.cards.length > 0 ? 'paymentChoice.newCard' : 'paymentChoice.card'),
      description: t('paymentChoice.newCardText'),
      icon: options.cards.length > 0 ? <Plus aria-hidden="true" className="size-4" /> : cardIcon,
    },
    ...(options.invoiceAllowed
      ? [{ value: invoiceOption, label: t('paymentChoice.invoice'), description: t('paymentChoice.invoiceText'), icon: <FileText aria-hidden="true" className="size-4" /> }]
      : []),
  ];

  return (
    <div className="flex flex-col gap-3">
      <RadioCards label={t('paymentChoice.method')} value={option} onValueChange={(next) => set({ option: next })} options={choices} />
      {option === newCardOption ? <Checkbox label={t('paymentChoice.saveCard')} checked={choice.saveCard} onCheckedChange={(saveCard) => set({ saveCard })} /> : null}
      {options.balanceOre > 0 ? (
        <Checkbox
          label={t('paymentChoice.useBalance', { amount: formatMoney(options.balanceOre, language) })}
          checked={choice.useBalance}
          onCheckedChange={(useBalance) => set({ useBalance })}
        />
      ) : null}
      {error}
      {!options.invoiceAllowed ? (
        <p className="text-sm text-ink-muted">
          {t('paymentChoice.invoiceHint')}{' '}
          <Link to={`${paths.accountSettings}#business`} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
            {t('paymentChoice.invoiceHintLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
