import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { individualDetailsSchema, legalDetailsSchema } from '#shared/providers/registration.schema.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TermsLinks } from '../../../components/layout/terms-links.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { detailsInput, type DetailsValues } from '../registration-draft.ts';
import { stageFieldErrors } from '../stage-errors.ts';
import type { StageProps } from './category-stage.tsx';
import { IdPhotoField } from './id-photo-field.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';

const idPhotoSchema = z.custom<File>((value) => value instanceof Blob, { error: 'error.provider.id_photo_required' });

/** An individual sends a photo of their ID beside the details (spec §5). */
const individualStageSchema = individualDetailsSchema.extend({ idPhoto: idPhotoSchema });

type Values = DetailsValues & { idPhoto: File | null };

const shownFields = ['firstName', 'lastName', 'email', 'nationalId', 'companyName', 'orgNumber', 'acceptTerms', 'idPhoto'] as const;

/** Stage 3: who the provider is, with the fields the chosen role needs. */
export function DetailsStage({ draft, backTo, onSave }: StageProps) {
  const { t } = useTranslation('registration');
  const orgType = draft.orgType;
  const individual = orgType === 'individual';
  // A photo sent with an earlier submission stays on file; the server uses it unless a new one comes.
  const photoRequired = individual && !draft.hadIdPhoto;
  const form = useSchemaForm<Values, unknown>({
    schema: photoRequired ? individualStageSchema : legalDetailsSchema,
    initialValues: { ...draft.details, idPhoto: draft.idPhoto },
    shownFields,
    toInput: (values) => ({ ...(detailsInput(orgType, values) as object), ...(photoRequired ? { idPhoto: values.idPhoto } : {}) }),
    fieldErrorsOf: stageFieldErrors,
    onValid: async () => {
      const { idPhoto, ...details } = form.values;
      await onSave({ ...draft, details, idPhoto });
    },
  });
  const { values, set, fieldError } = form;

  const text = (name: 'firstName' | 'lastName' | 'companyName', autoComplete: string) => (
    <Input
      label={t(`details.${name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={fieldError(name)}
    />
  );
  const email = (
    <Input
      label={t('details.email')}
      type="email"
      autoComplete="email"
      value={values.email}
      onChange={(event) => set('email', event.target.value)}
      error={fieldError('email')}
    />
  );

  return (
    <WizardStepForm
      title={t('details.title')}
      lead={t('details.lead')}
      backTo={backTo}
      onSubmit={form.onSubmit}
      submitting={form.submitting}
      problem={form.problemText}
    >
      {individual ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
          <div className="sm:col-span-2">{email}</div>
          <Input
            className="sm:col-span-2"
            label={t('details.nationalId')}
            hint={t('details.nationalIdHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.nationalId}
            onChange={(event) => set('nationalId', event.target.value)}
            error={fieldError('nationalId')}
          />
          <div className="sm:col-span-2">
            <IdPhotoField file={values.idPhoto} onChange={(file) => set('idPhoto', file)} error={fieldError('idPhoto')} hadPhoto={draft.hadIdPhoto} />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-5 sm:grid-cols-2">
            {text('companyName', 'organization')}
            <Input
              label={t('details.orgNumber')}
              hint={t('details.orgNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              value={values.orgNumber}
              onChange={(event) => set('orgNumber', event.target.value)}
              error={fieldError('orgNumber')}
            />
          </div>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-lg font-semibold text-ink">
              {orgType === 'agent' ? t('details.contactTitleAgent') : t('details.contactTitle')}
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('firstName', 'given-name')}
              {text('lastName', 'family-name')}
              <div className="sm:col-span-2">{email}</div>
            </div>
          </fieldset>
        </div>
      )}
      <Checkbox
        label={t('details.terms')}
        checked={values.acceptTerms}
        onCheckedChange={(checked) => set('acceptTerms', checked)}
        error={fieldError('acceptTerms')}
      />
      <TermsLinks documents={['termsProviders', 'privacy']} />
    </WizardStepForm>
  );
}
