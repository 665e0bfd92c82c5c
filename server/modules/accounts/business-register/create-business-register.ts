import type { AppConfig } from '#server/config/config.ts';
import { BrregBusinessRegister } from './brreg-business-register.ts';
import type { BusinessRegister } from './business-register.ts';
import { LocalBusinessRegister } from './local-business-register.ts';

/**
 * The business register the configuration names: Brønnøysundregistrene (`brreg`, the default
 * in production) or the local list of test companies (`local`, the default elsewhere).
 */
export function createBusinessRegister(config: Pick<AppConfig, 'businessRegister'>): BusinessRegister {
  return config.businessRegister.kind === 'brreg'
    ? new BrregBusinessRegister(config.businessRegister.brregApiUrl)
    : new LocalBusinessRegister();
}
