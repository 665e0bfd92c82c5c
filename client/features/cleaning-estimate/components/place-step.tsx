import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleaningSizeSchema } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { estimateRequestFrom, type EstimateQuery } from '#shared/cleaning/estimate-query.ts';
import { postalCodeSchema } from '#shared/validation/postal-code.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/form-errors.ts';
import { osloToday } from '../../../lib/oslo-time.ts';
import { useCheckEstimate } from '../api/estimate-api.ts';

/** Marks a date before today; shown with this step's own sentence. */
const pastDateKey = 'place.datePast';

const firstIssueKey = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? undefined : result.error?.issues[0]?.message);

/**
 * Step 2: where (a postal code in Oslo or around it), how big, when, and what else. The server
 * checks the size and the area before the price is shown, with the sentences it answers.
 */
export function PlaceStep({ query, backTo, onNext }: { query: EstimateQuery; backTo: string; onNext: (next: Partial<EstimateQuery>) => void }) {
  const { t } = useTranslation('cleaning');
  const errorText = useErrorText();
  const check = useCheckEstimate();
  const [postalCode, setPostalCode] = useState(query.postalCode ?? '');
  const [size, setSize] = useState(query.sizeM2 ?? '');
  const [date, setDate] = useState(query.preferredDate ?? '');
  const [pets, setPets] = useState(query.pets);
  const [parking, setParking] = useState(query.parking);
  const [fridge, setFridge] = useState(query.fridge);
  const [oven, setOven] = useState(query.oven);
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = osloToday();
  // A field's problem goes once the person changes it; the next "see the price" checks again.
  const clearError = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const localErrors = (): FieldErrors => {
    const found: FieldErrors = {};
    const postal = firstIssueKey(postalCodeSchema.safeParse(postalCode));
    if (!postalCode.trim()) found.postalCode = { key: 'common.field.required' };
    else if (postal) found.postalCode = { key: postal };
    const trimmed = size.trim();
    const sizeProblem = firstIssueKey(cleaningSizeSchema.safeParse(trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.'))));
    if (!trimmed) found.sizeM2 = { key: 'common.field.required' };
    else if (sizeProblem) found.sizeM2 = { key: sizeProblem };
    if (date && date < today) found.preferredDate = { key: pastDateKey };
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const next: Partial<EstimateQuery> = { postalCode: postalCode.trim(), sizeM2: size.trim(), preferredDate: date || undefined, pets, parking, fridge, oven };
    const request = estimateRequestFrom({ ...query, ...next, extraHours: query.extraHours });
    if (!request) return;
    check.mutate(request, {
      onSuccess: () => onNext(next),
      onError: (error) => setErrors(fieldErrorsFromApi(error) ?? {}),
    });
  };

  const errorOf = (field: string) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.key === pastDateKey ? t('place.datePast') : errorText(error);
  };
  const fieldless = check.isError && !fieldErrorsFromApi(check.error) ? errorText(check.error) : undefined;

  return (
    <WizardStepForm title={t('place.title')} lead={t('place.lead')} backTo={backTo} onSubmit={submit} submitting={check.isPending} submitLabel={t('place.submit')} problem={fieldless}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('place.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={postalCode}
          error={errorOf('postalCode')}
          onChange={(event) => {
            setPostalCode(event.target.value);
            clearError('postalCode');
          }}
        />
        <Input
          label={t('place.size')}
          inputMode="numeric"
          hint={t('place.sizeHint')}
          value={size}
          maxLength={6}
          error={errorOf('sizeM2')}
          onChange={(event) => {
            setSize(event.target.value);
            clearError('sizeM2');
          }}
        />
        <Input
          label={t('place.date')}
          type="date"
          min={today}
          hint={t('place.dateHint')}
          value={date}
          error={errorOf('preferredDate')}
          onChange={(event) => {
            setDate(event.target.value);
            clearError('preferredDate');
          }}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-lg font-semibold text-ink">{t('place.homeHeading')}</legend>
        <Checkbox label={t('place.pets')} checked={pets} onCheckedChange={setPets} />
        <Checkbox label={t('place.parking')} checked={parking} onCheckedChange={setParking} />
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-lg font-semibold text-ink">{t('place.addOnsHeading')}</legend>
        <Checkbox label={t('place.fridge')} description={t('place.addOnHint')} checked={fridge} onCheckedChange={setFridge} />
        <Checkbox label={t('place.oven')} description={t('place.addOnHint')} checked={oven} onCheckedChange={setOven} />
      </fieldset>
    </WizardStepForm>
  );
}
