import type { BusinessRegister, RegisteredBusiness } from './business-register.ts';

/** A register that does not answer within this long is treated as down. */
export const brregTimeoutMs = 5_000;

interface BrregEntity {
  organisasjonsnummer?: unknown;
  navn?: unknown;
}

/**
 * Brønnøysundregistrene's Enhetsregisteret (`GET {apiUrl}/enheter/{orgnr}`). The register is
 * the authority on whether a company exists; bankruptcy or winding up does not stop it from
 * ordering, so such companies are returned like any other.
 */
export class BrregBusinessRegister implements BusinessRegister {
  readonly #apiUrl: string;
  readonly #timeoutMs: number;

  constructor(apiUrl: string, options: { timeoutMs?: number } = {}) {
    this.#apiUrl = apiUrl.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs ?? brregTimeoutMs;
  }

  /**
   * The registered company, or null when the register has no such entity (404) or it has been
   * deleted (410). Throws when the register cannot be reached, times out or fails (5xx), so the
   * caller can tell "no such company" from "could not check".
   */
  async lookup(orgNumber: string): Promise<RegisteredBusiness | null> {
    // Anything but 9 digits cannot be in the register; asking would only earn a 400.
    if (!/^\d{9}$/.test(orgNumber)) return null;
    const url = `${this.#apiUrl}/enheter/${orgNumber}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      throw new Error(`Business register unreachable: ${url}`, { cause: error });
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Business register answered ${response.status} for ${url}`);
    }
    let entity: BrregEntity;
    try {
      entity = (await response.json()) as BrregEntity;
    } catch (error) {
      throw new Error(`Business register sent unreadable JSON for ${url}`, { cause: error });
    }
    if (typeof entity.navn !== 'string' || entity.navn.trim() === '') {
      throw new Error(`Business register answer for ${url} has no name`);
    }
    const registered = typeof entity.organisasjonsnummer === 'string' ? entity.organisasjonsnummer : orgNumber;
    return { orgNumber: registered, name: entity.navn.trim() };
  }
}
