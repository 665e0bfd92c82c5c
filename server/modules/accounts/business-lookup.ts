import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { AppError, fieldError } from '#server/lib/app-error.ts';
import type { BusinessRegister, RegisteredBusiness } from './business-register/business-register.ts';

/**
 * Spec §5 add business: the organisation number must match a company in the business register
 * ("Could not find a business with this organisation number."). A register that does not answer
 * is a 503, not a "not found".
 */
export async function lookUpBusiness(register: BusinessRegister, orgNumber: string, field = 'orgNumber'): Promise<RegisteredBusiness> {
  let business: RegisteredBusiness | null;
  try {
    business = await register.lookup(orgNumber);
  } catch (error) {
    throw new AppError(503, 'error.http.service_unavailable', { cause: error });
  }
  if (!business) throw fieldError(field, 'error.org_number.not_found', errorMessage('error.org_number.not_found', 'en'));
  return business;
}
