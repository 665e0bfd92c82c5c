import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddonUnitType } from '#shared/explore/service.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { emptyAddon, type AddonValues } from '../lib/offering-form.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';

const maxAddons = 20;
const unitTypes: AddonUnitType[] = ['custom', 'participant'];
const addonFields = ['title', 'description', 'unitType', 'unitPriceOre', 'unitTimeMinutes', 'maxUnits', 'unitsInBasePrice'] as const;

type AddonsFieldsetProps = {
  addons: AddonValues[];
  onChange: (addons: AddonValues[]) => void;
  /** The problem at `addons.<index>.<field>`, if any. */
  errorAt: (path: string) => string | undefined;
  /** Forgets the problem at a path once its value changes. */
  clearError: (path: string) => void;
  /** Events price extras per participant; a daily-life service (cleaning) has no participants. */
  withParticipants: boolean;
};

/** Spec §3 Addon: extras a customer adds per unit, each with its price, time and limits. */
export function AddonsFieldset({ addons, onChange, errorAt, clearError, withParticipants }: AddonsFieldsetProps) {
  const { t } = useTranslation('offerings');

  const change = (index: number, field: keyof AddonValues, value: string) => {
    onChange(addons.map((addon, at) => (at === index ? { ...addon, [field]: value } : addon)));
    clearError(`addons.${index}.${field}`);
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold text-ink">{t('addons.title')}</legend>
      <p className="text-sm text-ink-muted">{t(withParticipants ? 'addons.text' : 'addons.textWithoutParticipants')}</p>
      {addons.map((addon, index) => (
        <AddonFields
          key={addon.key}
          index={index}
          addon={addon}
          withParticipants={withParticipants}
          onField={(field, value) => change(index, field, value)}
          onRemove={() => {
            onChange(addons.filter((_, at) => at !== index));
            // Problems are kept by place; the add-ons after this one move up a place.
            for (let at = index; at < addons.length; at += 1) for (const field of addonFields) clearError(`addons.${at}.${field}`);
          }}
          errorAt={(field) => errorAt(`addons.${index}.${field}`)}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...addons, emptyAddon()])} disabled={addons.length >= maxAddons}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addons.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function AddonFields({
  index,
  addon,
  withParticipants,
  onField,
  onRemove,
  errorAt,
}: {
  index: number;
  addon: AddonValues;
  withParticipants: boolean;
  onField: (field: keyof AddonValues, value: string) => void;
  onRemove: () => void;
  errorAt: (field: keyof AddonValues) => string | undefined;
}) {
  const { t } = useTranslation('offerings');
  const id = useId();
  const name = t('addons.number', { number: index + 1 });
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold text-ink">{addon.title.trim() || name}</legend>
      <Input
        label={t('addons.fieldTitle')}
        value={addon.title}
        maxCharacters={fieldTextLimits.addonTitle}
        onChange={(event) => onField('title', event.target.value)}
        error={errorAt('title')}
      />
      <TextArea
        label={t('addons.description')}
        rows={2}
        value={addon.description}
        maxCharacters={fieldTextLimits.addonDescription}
        onChange={(event) => onField('description', event.target.value)}
        error={errorAt('description')}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium text-ink">{t('addons.unitType')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {/* Per participant only where there are participants, or where an add-on already is. */}
          {unitTypes.filter((unitType) => unitType !== 'participant' || withParticipants || addon.unitType === 'participant').map((unitType) => (
            <label key={unitType} className="flex min-h-touch cursor-pointer items-center gap-2 text-base text-ink">
              <input
                type="radio"
                name={`${id}-unit-type`}
                value={unitType}
                checked={addon.unitType === unitType}
                onChange={() => onField('unitType', unitType)}
                className="size-5 accent-primary-700"
              />
              {t(`addons.unitTypes.${unitType}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('addons.unitPrice')}
          inputMode="decimal"
          value={addon.unitPriceOre}
          onChange={(event) => onField('unitPriceOre', event.target.value)}
          error={errorAt('unitPriceOre')}
          hint={t('addons.unitPriceHint')}
        />
        <Input
          label={t('addons.unitTime')}
          type="number"
          inputMode="numeric"
          min={0}
          max={1440}
          value={addon.unitTimeMinutes}
          onChange={(event) => onField('unitTimeMinutes', event.target.value)}
          error={errorAt('unitTimeMinutes')}
        />
        <Input
          label={t('addons.maxUnits')}
          type="number"
          inputMode="numeric"
          min={1}
          value={addon.maxUnits}
          onChange={(event) => onField('maxUnits', event.target.value)}
          error={errorAt('maxUnits')}
        />
        <Input
          label={t('addons.unitsInBasePrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={addon.unitsInBasePrice}
          onChange={(event) => onField('unitsInBasePrice', event.target.value)}
          error={errorAt('unitsInBasePrice')}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addons.remove', { name: addon.title.trim() || name })}
        </Button>
      </div>
    </fieldset>
  );
}
