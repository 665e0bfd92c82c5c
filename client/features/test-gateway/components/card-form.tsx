import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { TestCardBody } from '../api/test-gateway-api.ts';
import {
  cardFields,
  checkCard,
  checkCardField,
  digitsOf,
  formatExpiry,
  futureExpiry,
  groupCardNumber,
  type CardErrors,
  type CardField,
  type CardInput,
} from '../lib/card-fields.ts';
import { TestCards } from './test-cards.tsx';

export type CardFormProps = {
  payLabel: string;
  canSaveCard: boolean;
  busy: boolean;
  /** An error from the gateway (a refused number, the network); shown above the buttons. */
  error: unknown;
  onPay: (card: TestCardBody) => void;
  onCancel: () => void;
  cancelling: boolean;
  now?: () => Date;
};

const emptyCard: CardInput = { cardNumber: '', expiry: '', cvc: '' };

/** Card number, expiry and CVC, checked beside each field as soon as one is left; then Pay. */
export function CardForm({ payLabel, canSaveCard, busy, error, onPay, onCancel, cancelling, now = () => new Date() }: CardFormProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const id = useId();
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  // Only fields the customer has left (or tried to pay with) are checked while typing.
  const [checked, setChecked] = useState<ReadonlySet<CardField>>(new Set());

  const fieldId = (field: CardField) => `${id}-${field}`;

  const change = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (checked.has(field)) setErrors((current) => ({ ...current, [field]: checkCardField(field, next, now()) ?? undefined }));
  };

  const leave = (field: CardField) => {
    if (!card[field].trim()) return;
    setChecked((current) => new Set(current).add(field));
    setErrors((current) => ({ ...current, [field]: checkCardField(field, card, now()) ?? undefined }));
  };

  const fill = (number: string) => {
    const filled = { cardNumber: groupCardNumber(number), expiry: futureExpiry(now()), cvc: '123' };
    setCard(filled);
    setErrors({});
    setChecked(new Set(cardFields));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCard(card, now());
    setErrors(found);
    setChecked(new Set(cardFields));
    const first = cardFields.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    onPay({ cardNumber: digitsOf(card.cardNumber), expiry: card.expiry.replace(/\s/g, ''), cvc: card.cvc.trim(), ...(canSaveCard ? { saveCard } : {}) });
  };

  const message = (field: CardField) => {
    const key = errors[field];
    return key ? errorText({ key }) : undefined;
  };
  // A number the gateway refuses comes back as a field problem of the card number.
  const serverIssues = isApiError(error, 400) ? (error.issues ?? []) : [];
  const serverError = (field: CardField) => {
    const issue = serverIssues.find((candidate) => String(candidate.path).includes(field));
    return issue ? errorText({ key: issue.key ?? '', message: issue.message }) : undefined;
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('testCheckout.formLabel')}>
        <Input
          id={fieldId('cardNumber')}
          label={t('testCheckout.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(event) => change('cardNumber', groupCardNumber(event.target.value))}
          onBlur={() => leave('cardNumber')}
          error={message('cardNumber') ?? serverError('cardNumber')}
        />
        <div className="grid grid-cols-2 gap-4">
          <Input
            id={fieldId('expiry')}
            label={t('testCheckout.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('testCheckout.expiryPlaceholder')}
            value={card.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value))}
            onBlur={() => leave('expiry')}
            error={message('expiry') ?? serverError('expiry')}
          />
          <Input
            id={fieldId('cvc')}
            label={t('testCheckout.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={3}
            value={card.cvc}
            onChange={(event) => change('cvc', digitsOf(event.target.value))}
            onBlur={() => leave('cvc')}
            error={message('cvc') ?? serverError('cvc')}
          />
        </div>
        {canSaveCard ? <Checkbox label={t('testCheckout.saveCard')} checked={saveCard} onCheckedChange={setSaveCard} /> : null}
        {error && serverIssues.length === 0 ? (
          <Notice tone="danger" role="alert">
            {errorText(error)}
          </Notice>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onCancel} loading={cancelling} disabled={busy}>
            {t('testCheckout.cancel')}
          </Button>
          <Button type="submit" loading={busy} loadingText={t('testCheckout.paying')} disabled={cancelling}>
            {payLabel}
          </Button>
        </div>
      </form>
      <TestCards onUse={fill} />
    </div>
  );
}
