import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleaningFrequencies, cleaningTypes, type CleaningFrequency, type CleaningType } from '#shared/cleaning/cleaning-estimate.ts';
import type { EstimateQuery } from '#shared/cleaning/estimate-query.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { useErrorText } from '../../../lib/error-text.ts';

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {text}
    </p>
  ) : null;
}

/** Step 1: the type of cleaning, and how often for a recurring one. */
export function TypeStep({ query, backTo, onNext }: { query: EstimateQuery; backTo: string; onNext: (next: Partial<EstimateQuery>) => void }) {
  const { t } = useTranslation('cleaning');
  const errorText = useErrorText();
  const [type, setType] = useState<CleaningType | undefined>(query.type);
  const [frequency, setFrequency] = useState<CleaningFrequency | undefined>(query.frequency);
  const [shown, setShown] = useState(false);
  const typeProblem = shown && !type ? t('type.required') : undefined;
  const frequencyProblem = shown && type === 'recurring' && !frequency ? errorText({ key: 'error.estimate.frequency_required' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!type || (type === 'recurring' && !frequency)) return;
    onNext({ type, frequency: type === 'recurring' ? frequency : undefined });
  };

  return (
    <WizardStepForm title={t('type.title')} lead={t('type.lead')} backTo={backTo} onSubmit={submit} submitting={false}>
      <div className="flex flex-col gap-2">
        <RadioCards
          label={t('type.label')}
          value={(type ?? '') as CleaningType}
          onValueChange={setType}
          className="[&>div]:sm:grid-cols-3"
          options={cleaningTypes.map((value) => ({ value, label: t(`type.options.${value}.label`), description: t(`type.options.${value}.description`) }))}
        />
        <Problem id="estimate-type-problem" text={typeProblem} />
      </div>
      {type === 'recurring' ? (
        <div className="flex flex-col gap-2">
          <RadioCards
            label={t('type.frequencyLabel')}
            value={(frequency ?? '') as CleaningFrequency}
            onValueChange={setFrequency}
            className="[&>div]:sm:grid-cols-3"
            options={cleaningFrequencies.map((value) => ({ value, label: t(`type.frequencies.${value}`) }))}
          />
          <Problem id="estimate-frequency-problem" text={frequencyProblem} />
        </div>
      ) : null}
    </WizardStepForm>
  );
}
