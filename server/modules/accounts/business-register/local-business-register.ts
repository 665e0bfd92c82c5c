import type { BusinessRegister, RegisteredBusiness } from './business-register.ts';
import companies from './local-register.json' with { type: 'json' };

/**
 * A fixed list of companies standing in for Brønnøysundregistrene outside production, so sign-up
 * and "add business" work offline and in tests. The names are written as the real register
 * writes them (upper case), so what a developer sees matches production.
 */
export class LocalBusinessRegister implements BusinessRegister {
  readonly #companies: ReadonlyMap<string, RegisteredBusiness>;

  constructor(list: readonly RegisteredBusiness[] = companies) {
    this.#companies = new Map(list.map((company) => [company.orgNumber, company]));
  }

  /** The listed company with this organisation number, or null when the list has none. */
  async lookup(orgNumber: string): Promise<RegisteredBusiness | null> {
    const company = this.#companies.get(orgNumber);
    return company ? { orgNumber: company.orgNumber, name: company.name } : null;
  }
}

/** Every company in the local register (for seeds and tests that need a known number). */
export const localRegisterCompanies: readonly RegisteredBusiness[] = companies;
