import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import type { AnswerValue } from '#shared/requests/custom-request.schema.ts';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { useDurationText } from '../../../components/bookings/use-duration-text.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { parseDecimal } from '../../../lib/parse-amount.ts';
import { useLanguage } from '../../../lib/use-language.ts';

type QuestionFieldProps = {
  question: CategoryQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error?: string;
};

const minuteMs = 60_000;
/** Durations offered for a DURATION question: half an hour to twelve hours, in half hours. */
const durationMinutes = Array.from({ length: 24 }, (_, index) => (index + 1) * 30);

/** The number typed ("1 000,5"), read as every amount field reads it; nothing for an empty or unreadable field. */
const numberOrUndefined = (text: string): number | undefined => parseDecimal(text, 6) ?? undefined;

const asText = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: AnswerValue | undefined) => (Array.isArray(value) ? value : []);
const numberText = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? String(value).replace('.', ',') : '');

/**
 * A number typed in Norwegian ("3,5"): the field keeps what is typed, so a comma being typed is
 * not lost to the number it does not make yet, and reports the number it reads.
 */
function NumberInput({ value, onNumber, ...props }: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & { value: unknown; onNumber: (value: number | undefined) => void }) {
  const [text, setText] = useState(() => numberText(value));
  return (
    <Input
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onNumber(numberOrUndefined(event.target.value));
      }}
      {...props}
    />
  );
}

/**
 * One of the category's questions (spec §3 Category question), in the form its type asks for.
 * Every question may be left unanswered; a follow-up appears only after the answer it depends on.
 */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const { t } = useTranslation('requests');
  const language = useLanguage();
  const durationText = useDurationText();
  const title = language === 'nb' ? question.titleNo : question.titleEn;
  const description = (language === 'nb' ? question.descriptionNo : question.descriptionEn) ?? undefined;
  const choices = (question.options?.choices ?? []).map((choice) => ({ value: choice.value, label: language === 'nb' ? choice.titleNo : choice.titleEn }));
  const unit = question.options?.unit;
  const label = unit ? `${title} (${unit})` : title;
  const bounds = { min: question.options?.min, max: question.options?.max };

  switch (question.type) {
    case 'SUBTITLE':
      return (
        <div className="flex flex-col gap-1 pt-2">
          <h3 className="text-lg font-semibold text-ink">{title}</h3>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
      );
    case 'TEXT':
      return (
        <TextArea
          label={title}
          hint={description}
          rows={3}
          maxCharacters={customRequestLimits.answerTextLength}
          value={asText(value)}
          error={error}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      );
    case 'NUMBER':
      return (
        <NumberInput label={label} hint={description} className="max-w-xs" value={value} error={error} {...bounds} onNumber={onChange} />
      );
    case 'DURATION':
      return (
        <NativeSelect
          label={title}
          hint={description}
          className="max-w-xs"
          value={typeof value === 'number' ? String(value) : ''}
          error={error}
          options={[{ value: '', label: t('question.noAnswer') }, ...durationMinutes.map((minutes) => ({ value: String(minutes), label: durationText(minutes * minuteMs) }))]}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        />
      );
    case 'BOOLEAN':
      return (
        <div className="flex flex-col gap-1.5">
          <RadioCards
            label={title}
            value={typeof value === 'boolean' ? String(value) : ''}
            onValueChange={(next) => onChange(next === 'true')}
            options={[
              { value: 'true', label: t('question.yes') },
              { value: 'false', label: t('question.no') },
            ]}
          />
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
        </div>
      );
    case 'SINGLE_OPTION':
      return choices.length > 6 ? (
        <NativeSelect
          label={title}
          hint={description}
          value={asText(value)}
          error={error}
          options={[{ value: '', label: t('question.noAnswer') }, ...choices]}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      ) : (
        <div className="flex flex-col gap-1.5">
          <RadioCards label={title} value={asText(value)} onValueChange={(next) => onChange(next)} options={choices} />
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
        </div>
      );
    case 'MULTIPLE_SELECT': {
      const chosen = asList(value);
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1.5 text-sm font-medium text-ink">{title}</legend>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          <div className="grid gap-x-6 sm:grid-cols-2">
            {choices.map((choice) => (
              <Checkbox
                key={choice.value}
                label={choice.label}
                checked={chosen.includes(choice.value)}
                onCheckedChange={(checked) => {
                  const next = checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value);
                  onChange(next.length > 0 ? next : undefined);
                }}
              />
            ))}
          </div>
          {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
        </fieldset>
      );
    }
    case 'TAGS':
      return (
        <Input
          label={title}
          hint={description ?? t('question.tagsHint')}
          value={asList(value).join(', ')}
          error={error}
          onChange={(event) => {
            const tags = event.target.value.split(',').map((tag) => tag.trimStart());
            onChange(tags.some((tag) => tag.trim()) ? tags : undefined);
          }}
          onBlur={() => {
            const tags = asList(value).map((tag) => tag.trim()).filter(Boolean);
            onChange(tags.length > 0 ? tags : undefined);
          }}
        />
      );
    case 'RANGE': {
      const range = typeof value === 'object' && value !== null && !Array.isArray(value) && 'min' in value ? value : undefined;
      const setRange = (part: 'min' | 'max', value: number | undefined) => {
        const next = { min: range?.min ?? Number.NaN, max: range?.max ?? Number.NaN, [part]: value ?? Number.NaN };
        onChange(Number.isNaN(next.min) && Number.isNaN(next.max) ? undefined : next);
      };
      return (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          <div className="grid max-w-md grid-cols-2 gap-3">
            {/* A half-filled range keeps the missing end as NaN (null once stored), for the check to name. */}
            <NumberInput label={t('question.from')} value={range?.min} {...bounds} onNumber={(next) => setRange('min', next)} />
            <NumberInput label={t('question.to')} value={range?.max} {...bounds} onNumber={(next) => setRange('max', next)} />
          </div>
          {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
        </fieldset>
      );
    }
    case 'ADDRESS': {
      const address = typeof value === 'object' && value !== null && !Array.isArray(value) && 'street' in value ? value : { street: '', postalCode: '' };
      const setAddress = (part: 'street' | 'postalCode', text: string) => {
        const next = { ...address, [part]: text };
        onChange(next.street || next.postalCode ? next : undefined);
      };
      return (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{title}</legend>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <Input label={t('question.street')} autoComplete="street-address" value={address.street} onChange={(event) => setAddress('street', event.target.value)} />
            <Input
              label={t('question.postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={address.postalCode}
              onChange={(event) => setAddress('postalCode', event.target.value)}
            />
          </div>
          {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
        </fieldset>
      );
    }
    default:
      return null;
  }
}
