import { useId } from 'react';
import { Building2, Handshake, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { stageFieldErrors } from '../stage-errors.ts';
import type { StageProps } from './category-stage.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';

const roleStageSchema = z.object({ orgType: z.enum(['individual', 'company', 'agent'], { error: 'common.field.required' }) });

const roles = [
  { value: 'individual', icon: UserRound },
  { value: 'company', icon: Building2 },
  { value: 'agent', icon: Handshake },
] as const;

/** Stage 2: a person, a company, or an agent selling for others. */
export function RoleStage({ draft, backTo, onSave }: StageProps) {
  const { t } = useTranslation('registration');
  const errorId = useId();
  const form = useSchemaForm({
    schema: roleStageSchema,
    initialValues: { orgType: (draft.orgType ?? '') as OrgType | '' },
    shownFields: ['orgType'],
    fieldErrorsOf: stageFieldErrors,
    onValid: ({ orgType }) => onSave({ ...draft, orgType }),
  });

  return (
    <WizardStepForm
      title={t('role.title')}
      lead={t('role.lead')}
      backTo={backTo}
      onSubmit={form.onSubmit}
      submitting={form.submitting}
      problem={form.problemText}
    >
      <div className="flex flex-col gap-1.5">
        <RadioCards<OrgType | ''>
          label={t('role.label')}
          value={form.values.orgType}
          onValueChange={(value) => form.set('orgType', value)}
          options={roles.map(({ value, icon: Icon }) => ({
            value,
            label: t(`role.${value}.title`),
            description: t(`role.${value}.text`),
            icon: <Icon aria-hidden="true" className="size-5 text-primary-700" />,
          }))}
        />
        <FieldMessages fieldId={errorId} error={form.fieldError('orgType')} />
      </div>
    </WizardStepForm>
  );
}
