import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customRequestLimits, type ProviderRequest } from '#shared/requests/custom-request.schema.ts';
import { kronerToOre } from '#shared/requests/price-offer.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { osloDateAndTime, osloToday } from '../../../lib/oslo-time.ts';
import { useOfferCommand } from '../api/provider-requests.ts';
import { checkAmount, checkOfferForm, initialOfferValues, offerChanges, type OfferField, type OfferFormErrors, type OfferFormValues } from '../lib/offer-form.ts';
import { PayoutPreview } from './payout-preview.tsx';

const durations = [30, 60, 90, 120, 180, 240, 300, 360, 480, 600, 720, 1440];

/** Where the server's `data.field` points, on this form. */
const serverFields: Record<string, OfferField> = { amount: 'amount', conditions: 'conditions', expiresAt: 'expiry', startTime: 'start' };

/**
 * The price-offer form (spec §2, §5): price in kroner, conditions, until when it stands and, for a
 * request without a date, the start the provider proposes. Sends a new offer, or only what changed
 * of the open one. The payout for the price is shown as it is typed.
 */
export function OfferForm({ request, onDone, onCancel }: { request: ProviderRequest; onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('agentOffers');
  const errorText = useErrorText();
  const payoutId = useId();
  const editing = request.state === 'offer_sent' && request.offer !== null ? request.offer : null;
  const [values, setValues] = useState<OfferFormValues>(() => initialOfferValues(request, editing, new Date()));
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const [checked, setChecked] = useState(false);
  const command = useOfferCommand(request.id);
  const priceFixed = request.isReplacement;

  const check = (next: OfferFormValues) => checkOfferForm(next, { requestStart: request.startTime, now: new Date() });
  const set = (field: keyof OfferFormValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After the first try the messages follow the typing.
    if (checked) setErrors(check(next).errors);
  };

  const amount = checkAmount(values.amount);
  const priceOre = 'amount' in amount ? kronerToOre(amount.amount) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = check(values);
    setErrors(result.errors);
    if (!result.body) return;
    const body = result.body;
    const onSuccess = () => {
      showToast({ title: editing ? t('form.changed') : t('form.sent'), tone: 'success' });
      onDone?.();
    };
    const onError = (error: unknown) => {
      const field = isApiError(error) ? serverFields[String(error.data?.field ?? '')] : undefined;
      if (field && isApiError(error) && error.key) setErrors((current) => ({ ...current, [field]: { key: error.key as string } }));
    };
    if (editing) {
      const changes = offerChanges(body, editing, priceFixed);
      if (!Object.keys(changes).length) {
        onDone?.();
        return;
      }
      command.mutate({ kind: 'change', offerId: editing.id, body: changes }, { onSuccess, onError });
    } else {
      command.mutate({ kind: 'create', body: { ...body, customRequestId: request.id } }, { onSuccess, onError });
    }
  };

  const message = (field: OfferField) => (errors[field] ? errorText(errors[field]) : undefined);
  const today = osloToday();
  const fieldShown = Object.values(errors).some(Boolean);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={editing ? t('form.editTitle') : t('form.title')}>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Input
            label={t('form.amount.label')}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={set('amount')}
            disabled={priceFixed}
            hint={priceFixed ? t('form.amount.fixed') : t('form.amount.hint')}
            error={message('amount')}
            aria-controls={payoutId}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">{t('form.expiry.label')}</legend>
            <div className="grid grid-cols-2 gap-3">
              <Input type="date" label={t('form.expiry.date')} min={today} max={request.startTime ? osloDateAndTime(new Date(request.startTime)).date : undefined} value={values.expiryDate} onChange={set('expiryDate')} error={message('expiry')} />
              <Input type="time" label={t('form.expiry.time')} value={values.expiryTime} onChange={set('expiryTime')} aria-invalid={errors.expiry ? true : undefined} />
            </div>
            <p className="text-sm text-ink-muted">{request.startTime ? t('form.expiry.hintDated') : t('form.expiry.hintUndated')}</p>
          </fieldset>
          {request.startTime ? null : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-ink">{t('form.start.label')}</legend>
              <p className="text-sm text-ink-muted">{t('form.start.hint')}</p>
              <div className="grid grid-cols-2 gap-3">
                <Input type="date" label={t('form.start.date')} min={today} value={values.startDate} onChange={set('startDate')} error={message('start')} />
                <Input type="time" label={t('form.start.time')} value={values.startTime} onChange={set('startTime')} aria-invalid={errors.start ? true : undefined} />
              </div>
              <NativeSelect
                label={t('form.duration.label')}
                value={values.durationMinutes}
                onChange={set('durationMinutes')}
                options={durations.map((minutes) => ({ value: String(minutes), label: t('form.duration.option', { hours: minutes / 60 }) }))}
              />
            </fieldset>
          )}
          <TextArea
            label={t('form.conditions.label')}
            hint={t('form.conditions.hint')}
            value={values.conditions}
            onChange={set('conditions')}
            maxCharacters={customRequestLimits.conditionsLength}
            rows={4}
            error={message('conditions')}
          />
        </div>
        <PayoutPreview id={payoutId} priceOre={priceOre} terms={request.payoutTerms} />
      </div>
      {checked && fieldShown ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('form.fixFields')}
        </p>
      ) : null}
      {command.error && !fieldShown ? <Notice tone="danger" role="alert" title={errorText(command.error)} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={command.isPending}>
          {editing ? t('form.saveChanges') : t('form.send')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('form.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
