import { useId, useState, type FormEvent } from 'react';
import { Check, CircleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import { areas, findArea, osloDistricts } from '#shared/locations/areas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { maxAddressLength, type BrowseFilters } from '../browse-filters.ts';
import type { LocationLookup } from '../api/lookup-location.ts';
import type { BrowseLocation } from '../hooks/use-browse-location.ts';
import type { UpdateFilters } from '../hooks/use-browse-filters.ts';
import { ChoiceChips } from './choice-chips.tsx';

const anywhere = 'all';
/** The cities and the area around Oslo as chips; Oslo's districts in a list under them. */
const chipAreas = areas.filter((area) => area.kind !== 'district');

/** "Frogner, Oslo" for a district, "Bærum (Oslo-omegn)" around Oslo, "Bergen" for a city. */
function describeLookup(found: LocationLookup, language: Language): string {
  const name = found.areaName[language];
  const kind = findArea(found.areaId)?.kind;
  if (kind === 'district') return `${name}, ${findArea(found.city)?.name[language] ?? found.city}`;
  if (kind === 'surroundings' && found.municipality) return `${found.municipality.name} (${name})`;
  return name;
}

type AreaFilterProps = {
  filters: Pick<BrowseFilters, 'area' | 'address'>;
  update: UpdateFilters;
  location: BrowseLocation;
};

/**
 * Where the service is needed: a city chip (and a district in Oslo), or an exact address or
 * postal code. Choosing one replaces the other. The typed address is looked up and the answer
 * ("the address is in Frogner, Oslo", or why it cannot be used) is read out as it arrives.
 */
export function AreaFilter({ filters, update, location }: AreaFilterProps) {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(filters.address ?? '');
  const [shownAddress, setShownAddress] = useState(filters.address);
  // The URL is the truth: when it changes underneath (back button, "clear"), the field follows.
  if (shownAddress !== filters.address) {
    setShownAddress(filters.address);
    setDraft(filters.address ?? '');
  }

  const selected = filters.area ? findArea(filters.area) : undefined;
  const chipValue = selected ? (selected.kind === 'district' ? selected.city : selected.id) : anywhere;
  const addressId = useId();
  const feedbackId = `${addressId}-feedback`;

  function submitAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    update({ address: text || undefined, area: undefined });
  }

  const foundText = location.lookup ? describeLookup(location.lookup, language) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <ChoiceChips
        legend={t('filters.area.legend')}
        value={chipValue}
        options={[
          { value: anywhere, label: t('filters.area.all') },
          ...chipAreas.map((area) => ({ value: area.id, label: area.name[language] })),
        ]}
        onChange={(value) => update({ area: value === anywhere ? undefined : value, address: undefined })}
      />
      {chipValue === 'oslo' ? (
        <Select
          label={t('filters.area.district')}
          value={filters.area ?? 'oslo'}
          onValueChange={(value) => update({ area: value, address: undefined })}
          options={[
            { value: 'oslo', label: t('filters.area.wholeOslo') },
            ...[...osloDistricts]
              .sort((a, b) => a.name[language].localeCompare(b.name[language], language))
              .map((district) => ({ value: district.id, label: district.name[language] })),
          ]}
        />
      ) : null}
      <form onSubmit={submitAddress} className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-medium text-ink">
          {t('filters.area.addressLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={addressId}
            type="text"
            value={draft}
            maxLength={maxAddressLength}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('filters.area.addressPlaceholder')}
            autoComplete="street-address"
            enterKeyHint="search"
            aria-invalid={location.lookupError ? true : undefined}
            aria-describedby={feedbackId}
            className={cn(fieldClasses, 'min-w-0 flex-1')}
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            {t('filters.area.addressUse')}
          </Button>
        </div>
        <div id={feedbackId} aria-live="polite" className="text-sm">
          {location.pending ? (
            <p className="inline-flex items-center gap-2 text-ink-muted">
              <Spinner className="size-4" />
              {t('filters.area.checking')}
            </p>
          ) : location.lookupError ? (
            <p className="inline-flex items-start gap-1.5 font-medium text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {errorText(location.lookupError)}
            </p>
          ) : foundText ? (
            <p className="inline-flex items-start gap-1.5 text-success-700">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('filters.area.found', { area: foundText })}
            </p>
          ) : null}
        </div>
        {filters.address ? (
          <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => update({ address: undefined })}>
            <X aria-hidden="true" className="size-4" />
            {t('filters.area.addressClear')}
          </Button>
        ) : null}
      </form>
    </div>
  );
}
