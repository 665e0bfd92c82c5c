import type { EntityManager } from '@mikro-orm/postgresql';
import type { CleaningEstimateRequest, CleaningEstimateResponse } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { estimateCleaning } from '#shared/cleaning/cleaning-estimate.ts';
import { errorMessage, isErrorKey } from '#shared/errors/error-catalogue.ts';
import { findArea } from '#shared/locations/areas.ts';
import { AppError } from '#server/lib/app-error.ts';
import { resolveLocation } from '#server/modules/locations/resolve-location.ts';
import { PromoCodeEntity } from '#server/modules/payments/promo-code.entity.ts';

/** The brand campaign a cleaning promo code carries (`promo_code.tag`). */
export const cleaningPromoTag = 'cleaning';

/**
 * A 400 whose message is the field's sentence (so "Cannot give an estimated price on the given
 * size." is the answer's message, as the api-contract says), with the issue at the field for forms.
 */
export function refused(path: string, key: string): AppError {
  const message = isErrorKey(key) ? errorMessage(key, 'en') : key;
  return new AppError(400, key, { data: { issues: [{ path, key, message }] } });
}

/**
 * Cleaning reaches Oslo and the municipalities around it (spec §1; `areasAllowedFor('cleaning')`).
 * A postal code elsewhere in Norway gets the area sentence of the location lookup; one in Bergen
 * or Trondheim, where other services deliver, the category's.
 */
function cleaningPlace(postalCode: string): { place: string | null; coveringAreaIds: string[] } {
  const resolved = resolveLocation(postalCode);
  if (!resolved.ok) throw refused('postalCode', resolved.reason === 'unsupported' ? 'error.location.unsupported' : 'error.location.not_found');
  if (findArea(resolved.location.areaId)?.city !== 'oslo') throw refused('postalCode', 'error.service.area_not_allowed');
  return { place: resolved.location.place, coveringAreaIds: resolved.location.coveringAreaIds };
}

/** The enabled promo code tagged for cleaning (the newest, if there are several), or null. */
export async function findCleaningPromo(em: EntityManager): Promise<{ code: string; percentage: number } | null> {
  const promo = await em.findOne(PromoCodeEntity, { tag: cleaningPromoTag, enabled: true }, { orderBy: { createdAt: 'desc' } });
  return promo ? { code: promo.code, percentage: promo.percentage } : null;
}

/**
 * The estimate for a request (`POST /api/cleaning/estimate`): the shared pure function, the
 * cleaning promo for recurring cleaning, and the postal code checked against where cleaning delivers.
 *
 * @throws AppError 400 `error.estimate.size_unsupported` (sizeM2), a frequency or extra-hours key,
 * `error.location.unsupported` / `error.location.not_found` / `error.service.area_not_allowed` (postalCode).
 */
export async function estimateFor(em: EntityManager, request: CleaningEstimateRequest): Promise<CleaningEstimateResponse> {
  return (await placedEstimate(em, request)).estimate;
}

/**
 * `estimateFor`, with the area ids that deliver at the postal code (none without one), so the
 * cleaners for the job are found without resolving the postal code again.
 */
export async function placedEstimate(em: EntityManager, request: CleaningEstimateRequest): Promise<{ estimate: CleaningEstimateResponse; coveringAreaIds: string[] }> {
  const checked = estimateCleaning(request);
  if (!checked.ok) throw refused(checked.problem.path, checked.problem.key);
  const location = request.postalCode ? cleaningPlace(request.postalCode) : null;
  const promo = request.type === 'recurring' ? await findCleaningPromo(em) : null;
  const result = estimateCleaning({ ...request, promoPercentage: promo?.percentage ?? null });
  if (!result.ok) throw refused(result.problem.path, result.problem.key);
  const estimate: CleaningEstimateResponse = {
    type: request.type,
    sizeM2: request.sizeM2,
    frequency: request.type === 'recurring' ? (request.frequency ?? null) : null,
    ...result.estimate,
    promo,
    fridge: request.fridge ?? false,
    oven: request.oven ?? false,
    pets: request.pets ?? false,
    parking: request.parking ?? false,
    preferredDate: request.preferredDate ?? null,
    postalCode: request.postalCode ?? null,
    place: location?.place ?? null,
  };
  return { estimate, coveringAreaIds: location?.coveringAreaIds ?? [] };
}
