import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Addon } from '#shared/explore/service.schema.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useServiceText } from '../lib/service-text.ts';

const stepperButton =
  'inline-flex size-touch items-center justify-center rounded-full border border-border-strong bg-surface text-ink hover:bg-sunken ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40';

/** A custom add-on: how many units, 0 to its maximum. */
export function AddonStepper({ addon, units, onChange }: { addon: Addon; units: number; onChange: (units: number) => void }) {
  const { t } = useTranslation('booking');
  const text = useServiceText();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div className="flex min-w-0 flex-col">
        <span id={`${id}-title`} className="font-medium text-ink">
          {addon.title}
        </span>
        <span className="text-sm text-ink-muted">{text.addonPrice(addon)}</span>
      </div>
      <div className="flex shrink-0 items-center gap-2" role="group" aria-labelledby={`${id}-title`}>
        <button type="button" className={stepperButton} disabled={units <= 0} onClick={() => onChange(units - 1)} aria-label={t('extras.decrease', { title: addon.title })}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" aria-label={`${addon.title}: ${t('extras.units')}`} className="w-8 text-center text-lg font-semibold text-ink tabular-nums">
          {units}
        </output>
        <button
          type="button"
          className={stepperButton}
          disabled={units >= addon.maxUnits}
          onClick={() => onChange(units + 1)}
          aria-label={t('extras.increase', { title: addon.title })}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** A participant add-on: taken or not; it then counts every participant. */
export function ParticipantAddon({ addon, chosen, onChange }: { addon: Addon; chosen: boolean; onChange: (chosen: boolean) => void }) {
  const { t } = useTranslation('booking');
  const text = useServiceText();
  return (
    <Checkbox
      label={t('extras.addParticipant', { title: addon.title })}
      description={`${text.addonPrice(addon)}. ${t('extras.participantHint')}`}
      checked={chosen}
      onCheckedChange={onChange}
    />
  );
}

/** How many take part, from 1; what the base price covers is said beside it. */
export function ParticipantsField({ value, onChange, covered }: { value: number; onChange: (value: number) => void; covered: number | null }) {
  const { t } = useTranslation('booking');
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div className="flex flex-col">
        <span id={`${id}-label`} className="font-medium text-ink">
          {t('extras.participants')}
        </span>
        {covered !== null ? <span className="text-sm text-ink-muted">{t('extras.participantsHint', { count: covered })}</span> : null}
      </div>
      <div className="flex shrink-0 items-center gap-2" role="group" aria-labelledby={`${id}-label`}>
        <button type="button" className={stepperButton} disabled={value <= 1} onClick={() => onChange(value - 1)} aria-label={t('extras.fewerParticipants')}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="w-8 text-center text-lg font-semibold text-ink tabular-nums">
          {value}
        </output>
        <button type="button" className={stepperButton} disabled={value >= 10_000} onClick={() => onChange(value + 1)} aria-label={t('extras.moreParticipants')}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
