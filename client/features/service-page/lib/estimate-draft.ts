import type { TFunction } from 'i18next';
import type { CleaningBookingDraft } from '#shared/cleaning/booking-draft-query.ts';
import { estimateCleaning } from '#shared/cleaning/cleaning-estimate.ts';
import { estimateRequestFrom } from '#shared/cleaning/estimate-query.ts';
import type { PublicService } from '#shared/explore/service.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { osloDateAndTime } from '../../../lib/oslo-time.ts';
import { emptyDraft, type BookingDraft } from './booking-form.ts';

/**
 * What the cleaner should know of the estimate, as the booking's note: size, hours and the extras
 * that change the work ("Fra prisestimatet: 85 m², 4 timer, kjøleskap, husdyr i boligen.").
 */
export function estimateNote(draft: CleaningBookingDraft, t: TFunction<'booking'>, language: Language): string {
  const request = estimateRequestFrom(draft.estimate);
  const result = request ? estimateCleaning(request) : null;
  if (!request || !result?.ok) return '';
  const extras = (['fridge', 'oven', 'pets', 'parking'] as const).filter((name) => draft.estimate[name]).map((name) => t(`fromEstimate.${name}`));
  const note = t('fromEstimate.note', { size: request.sizeM2, hours: formatNumber(result.estimate.hours, language, 1), extras: extras.map((extra) => `, ${extra}`).join('') });
  return note.slice(0, fieldTextLimits.bookingNote);
}

/**
 * The booking form filled from an estimate in the address: the day and start the customer picked
 * under the estimate, the service's add-ons it chose (only those the service has, within their
 * limits), the postal code, and the estimate as the note. The rest is the customer's to fill in.
 */
export function draftFromEstimate(service: Pick<PublicService, 'addons'>, draft: CleaningBookingDraft, t: TFunction<'booking'>, language: Language): BookingDraft {
  const addons: Record<string, number> = {};
  for (const chosen of draft.addons) {
    const addon = service.addons.find((item) => item.id === chosen.id);
    if (addon && addon.unitType === 'custom' && chosen.units <= addon.maxUnits) addons[addon.id] = chosen.units;
  }
  const day = draft.time ? osloDateAndTime(new Date(draft.time)).date : (draft.estimate.preferredDate ?? null);
  return {
    ...emptyDraft,
    day,
    time: draft.time ?? null,
    addons,
    postalCode: draft.estimate.postalCode ?? '',
    note: estimateNote(draft, t, language),
  };
}
