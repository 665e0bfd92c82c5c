import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { osloDateAndTime, osloLocalToIso, osloToday } from '../../../lib/oslo-time.ts';
import type { RequestDto } from '../lib/request-draft.ts';
import { stageProblems } from '../lib/wizard-stages.ts';
import { useProblemText, type StageProps } from './stage-props.ts';

/** Start times offered, every half hour from 06:00 to 22:00. */
const times = Array.from({ length: 33 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function dateAndTimeOf(startTime: string | null | undefined): { date: string; time: string } {
  return startTime ? osloDateAndTime(new Date(startTime)) : { date: '', time: '10:00' };
}

/**
 * Step 2: when and where. Either may be "not decided yet" (spec §3); otherwise the step asks for
 * them with "Please pick a date" and "Please choose an address" (spec §8).
 */
export function WhenStage({ dto, backTo, onSave }: StageProps) {
  const { t } = useTranslation('requests');
  const problemText = useProblemText();
  const initial = dateAndTimeOf(dto.startTime);
  const [dateOpen, setDateOpen] = useState(dto.startTime === null);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [placeOpen, setPlaceOpen] = useState(dto.deliveryPlace === null);
  const [street, setStreet] = useState(dto.deliveryPlace?.street ?? '');
  const [postalCode, setPostalCode] = useState(dto.deliveryPlace?.postalCode ?? '');
  const [shown, setShown] = useState(false);

  const today = osloToday();
  const pastDate = Boolean(date) && date < today;
  const next: RequestDto = {
    ...dto,
    startTime: dateOpen ? null : date && !pastDate ? osloLocalToIso(date, time) : undefined,
    deliveryPlace: placeOpen ? null : street.trim() || postalCode.trim() ? { street, postalCode } : undefined,
  };
  const problems = shown ? stageProblems(2, next, []) : [];
  const errorOf = (field: string) => {
    if (field === 'startTime' && shown && pastDate) return t('when.datePast');
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(problem) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!pastDate && stageProblems(2, next, []).length === 0) onSave(next);
  };

  return (
    <WizardStepForm title={t('when.title')} lead={t('when.lead')} backTo={backTo} onSubmit={submit} submitting={false}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{t('when.dateHeading')}</legend>
        {dateOpen ? null : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Input label={t('when.date')} type="date" min={today} value={date} error={errorOf('startTime')} onChange={(event) => setDate(event.target.value)} />
            <NativeSelect label={t('when.time')} value={time} options={times.map((value) => ({ value, label: value }))} onChange={(event) => setTime(event.target.value)} />
          </div>
        )}
        <Checkbox label={t('when.dateOpen')} description={t('when.dateOpenHint')} checked={dateOpen} onCheckedChange={setDateOpen} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{t('when.placeHeading')}</legend>
        {placeOpen ? null : (
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <Input label={t('when.street')} autoComplete="street-address" value={street} error={errorOf('deliveryPlace.street') ?? errorOf('deliveryPlace')} onChange={(event) => setStreet(event.target.value)} />
            <Input
              label={t('when.postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={postalCode}
              error={errorOf('deliveryPlace.postalCode')}
              onChange={(event) => setPostalCode(event.target.value)}
            />
          </div>
        )}
        <Checkbox label={t('when.placeOpen')} description={t('when.placeOpenHint')} checked={placeOpen} onCheckedChange={setPlaceOpen} />
      </fieldset>
    </WizardStepForm>
  );
}
