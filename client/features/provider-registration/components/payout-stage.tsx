import { useTranslation } from 'react-i18next';
import { payoutDetailsSchema } from '#shared/providers/registration.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { usePostalPlace } from '../api/registration-api.ts';
import { payoutInput, type PayoutValues } from '../registration-draft.ts';
import { stageFieldErrors } from '../stage-errors.ts';
import type { StageProps } from './category-stage.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';

const shownFields = ['bankAccountNumber', 'invoiceAddress.street', 'invoiceAddress.postalCode'] as const;

/** Stage 4: where the money goes, and the address on the statements. */
export function PayoutStage({ draft, backTo, onSave }: StageProps) {
  const { t } = useTranslation('registration');
  const form = useSchemaForm<PayoutValues, unknown>({
    schema: payoutDetailsSchema,
    initialValues: draft.payout,
    shownFields,
    toInput: payoutInput,
    fieldErrorsOf: stageFieldErrors,
    onValid: async (): Promise<void> => {
      await onSave({ ...draft, payout: form.values });
    },
  });
  const { values, set, fieldError } = form;
  const postalCode = values['invoiceAddress.postalCode'].trim();
  const looked = usePostalPlace(postalCode);
  const place = looked.data ?? (postalCode === draft.payout['invoiceAddress.postalCode'] ? draft.postalPlace : null);

  return (
    <WizardStepForm
      title={t('payout.title')}
      lead={t('payout.lead')}
      backTo={backTo}
      onSubmit={form.onSubmit}
      submitting={form.submitting}
      problem={form.problemText}
    >
      <Input
        label={t('payout.bankAccount')}
        hint={t('payout.bankAccountHint')}
        inputMode="numeric"
        autoComplete="off"
        value={values.bankAccountNumber}
        onChange={(event) => set('bankAccountNumber', event.target.value)}
        error={fieldError('bankAccountNumber')}
      />
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-lg font-semibold text-ink">{t('payout.invoiceTitle')}</legend>
        <Input
          label={t('payout.street')}
          autoComplete="street-address"
          value={values['invoiceAddress.street']}
          onChange={(event) => set('invoiceAddress.street', event.target.value)}
          error={fieldError('invoiceAddress.street')}
        />
        <Input
          className="sm:max-w-xs"
          label={t('payout.postalCode')}
          hint={place ? t('payout.postalPlace', { place }) : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          value={values['invoiceAddress.postalCode']}
          onChange={(event) => set('invoiceAddress.postalCode', event.target.value)}
          error={fieldError('invoiceAddress.postalCode')}
        />
      </fieldset>
    </WizardStepForm>
  );
}
