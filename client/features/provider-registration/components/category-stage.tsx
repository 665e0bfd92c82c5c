import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { RegistrationDraft } from '../registration-draft.ts';
import { stageFieldErrors } from '../stage-errors.ts';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';

const categoryStageSchema = z.object({ categoryId: z.uuid({ error: 'common.field.required' }) });

export type StageProps = {
  draft: RegistrationDraft;
  backTo: string;
  /** Saves the stage's answers and moves on; what it throws is shown on the form. */
  onSave: (draft: RegistrationDraft) => Promise<void>;
};

/** Stage 1: what the provider will offer. */
export function CategoryStage({
  draft,
  backTo,
  onSave,
  categories,
  categoriesFailed,
}: StageProps & { categories: Category[] | undefined; categoriesFailed: boolean }) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const errorId = useId();
  const form = useSchemaForm({
    schema: categoryStageSchema,
    initialValues: { categoryId: draft.categoryId ?? '' },
    shownFields: ['categoryId'],
    fieldErrorsOf: stageFieldErrors,
    onValid: ({ categoryId }) => onSave({ ...draft, categoryId }),
  });

  return (
    <WizardStepForm
      title={t('category.title')}
      lead={t('category.lead')}
      backTo={backTo}
      onSubmit={form.onSubmit}
      submitting={form.submitting}
      problem={form.problemText}
    >
      {categories ? (
        <div className="flex flex-col gap-1.5">
          <RadioCards
            label={t('category.label')}
            value={form.values.categoryId}
            onValueChange={(value) => form.set('categoryId', value)}
            options={categories.map((category) => ({
              value: category.id,
              label: category.title[language],
              description: category.description[language],
            }))}
          />
          <FieldMessages fieldId={errorId} error={form.fieldError('categoryId')} />
        </div>
      ) : categoriesFailed ? (
        <Notice tone="warning" title={t('category.loadError')} />
      ) : (
        <Spinner className="size-6 text-primary-700" />
      )}
    </WizardStepForm>
  );
}
