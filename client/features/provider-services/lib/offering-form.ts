import type { AddonUnitType, PriceType } from '#shared/explore/service.schema.ts';
import type { OfferingInput, OwnService } from '#shared/providers/offering.schema.ts';

/** An add-on as typed in the editor; `key` tells rows apart before they have an id. */
export type AddonValues = {
  key: string;
  id?: string;
  title: string;
  description: string;
  unitType: AddonUnitType;
  /** Kroner as typed ("250" or "249,50"). */
  unitPriceOre: string;
  unitTimeMinutes: string;
  maxUnits: string;
  unitsInBasePrice: string;
};

/**
 * The editor's values. Keys are the schema's, so a problem at `basePriceOre` or
 * `addons.0.unitPriceOre` lands under the field that shows it; amounts are kroner as typed.
 */
export type OfferingValues = {
  title: string;
  description: string;
  subCategoryItemIds: string[];
  /** Comma-separated, as typed. */
  tags: string;
  priceType: PriceType;
  basePriceOre: string;
  baseDurationMinutes: number;
  maxBaseParticipants: string;
  included: string[];
  customerChecklist: string[];
  areas: string[];
  enabled: boolean;
  addons: AddonValues[];
};

const kronerPattern = /^([-\u2212]?)(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Kroner as a person types them ("1 290", "1290,5", "1290.50") in øre; `NaN` for anything else,
 * including a third decimal, so the schema says it is not a number instead of rounding silently.
 * A minus sign is kept, so "-500" is told the lowest price rather than that it is not a number.
 */
export function kronerToOre(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/kr$/i, '');
  const match = kronerPattern.exec(compact);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -ore : ore;
}

/** Øre back to kroner for the field: whole kroner without decimals, otherwise a comma and two. */
export function oreToKronerText(ore: number): string {
  if (ore % 100 === 0) return String(ore / 100);
  return (ore / 100).toFixed(2).replace('.', ',');
}

/** A number field as typed: empty is `undefined` (the schema calls it missing), anything else `Number()`. */
function numberOrMissing(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** A price field as typed: empty is `undefined`, which the schema answers with "Enter a price". */
function priceOreOf(text: string): number {
  return (text.trim() === '' ? undefined : kronerToOre(text)) as number;
}

let nextKey = 0;
export function newAddonKey(): string {
  nextKey += 1;
  return `addon-${nextKey}`;
}

export function emptyAddon(): AddonValues {
  return {
    key: newAddonKey(),
    title: '',
    description: '',
    unitType: 'custom',
    unitPriceOre: '',
    unitTimeMinutes: '0',
    maxUnits: '1',
    unitsInBasePrice: '0',
  };
}

export function emptyOffering(): OfferingValues {
  return {
    title: '',
    description: '',
    subCategoryItemIds: [],
    tags: '',
    priceType: 'fixed',
    basePriceOre: '',
    baseDurationMinutes: 60,
    maxBaseParticipants: '',
    included: [],
    customerChecklist: [],
    areas: [],
    enabled: true,
    addons: [],
  };
}

export function offeringValuesOf(service: OwnService): OfferingValues {
  return {
    title: service.title,
    description: service.description,
    subCategoryItemIds: service.subCategoryItemIds,
    tags: service.tags.join(', '),
    priceType: service.priceType,
    basePriceOre: oreToKronerText(service.basePriceOre),
    baseDurationMinutes: service.baseDurationMinutes,
    maxBaseParticipants: service.maxBaseParticipants === null ? '' : String(service.maxBaseParticipants),
    included: service.included,
    customerChecklist: service.customerChecklist,
    areas: service.areas,
    enabled: service.enabled,
    addons: [...service.addons]
      .sort((a, b) => a.sortIndex - b.sortIndex)
      .map((addon) => ({
        key: newAddonKey(),
        id: addon.id,
        title: addon.title,
        description: addon.description ?? '',
        unitType: addon.unitType,
        unitPriceOre: oreToKronerText(addon.unitPriceOre),
        unitTimeMinutes: String(addon.unitTimeMinutes),
        maxUnits: String(addon.maxUnits),
        unitsInBasePrice: String(addon.unitsInBasePrice),
      })),
  };
}

/** What `offeringSchema` checks: amounts in øre, numbers as numbers. */
export function offeringInputOf(values: OfferingValues): OfferingInput {
  const participants = values.maxBaseParticipants.trim();
  return {
    title: values.title,
    description: values.description,
    subCategoryItemIds: values.subCategoryItemIds,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    priceType: values.priceType,
    basePriceOre: priceOreOf(values.basePriceOre),
    baseDurationMinutes: values.baseDurationMinutes,
    maxBaseParticipants: participants === '' ? null : (numberOrMissing(participants) as number),
    included: values.included,
    customerChecklist: values.customerChecklist,
    areas: values.areas,
    enabled: values.enabled,
    addons: values.addons.map((addon) => ({
      ...(addon.id ? { id: addon.id } : {}),
      title: addon.title,
      description: addon.description.trim() === '' ? null : addon.description,
      unitType: addon.unitType,
      unitPriceOre: priceOreOf(addon.unitPriceOre),
      unitTimeMinutes: numberOrMissing(addon.unitTimeMinutes) as number,
      maxUnits: numberOrMissing(addon.maxUnits) as number,
      unitsInBasePrice: numberOrMissing(addon.unitsInBasePrice) as number,
    })),
  };
}

/** The base durations offered: every 15 minutes from 15 minutes to 24 hours (spec §3 baseDuration). */
export const durationOptions: number[] = Array.from({ length: 96 }, (_, index) => (index + 1) * 15);
