import type { CaptchaVerifier } from './captcha-verifier.ts';

/** Siteverify normally answers in well under a second; past this the service counts as down. */
export const turnstileTimeoutMs = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/**
 * Siteverify error codes that mean our side or Cloudflare's is broken (a wrong or missing
 * secret, an internal error), not that the person failed the challenge.
 */
const serviceFaults = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

/**
 * Cloudflare Turnstile. The token the widget produced in the browser is checked server side at
 * siteverify; only Cloudflare's `success: true` lets the request through.
 */
export class TurnstileCaptchaVerifier implements CaptchaVerifier {
  readonly #secretKey: string;
  readonly #verifyUrl: string;
  readonly #timeoutMs: number;

  constructor(options: { secretKey: string; verifyUrl: string; timeoutMs?: number }) {
    this.#secretKey = options.secretKey;
    this.#verifyUrl = options.verifyUrl;
    this.#timeoutMs = options.timeoutMs ?? turnstileTimeoutMs;
  }

  /**
   * True only when siteverify confirms the token; false for a missing, invalid, expired or
   * reused token. Throws when siteverify cannot be reached, fails, or rejects our secret, so the
   * route can answer 503 instead of blaming the person for an outage or a misconfiguration.
   */
  async verify(token: string, remoteIp: string): Promise<boolean> {
    // Turnstile tokens are at most 2048 characters; an empty one is certainly invalid.
    if (token.trim() === '' || token.length > 2048) return false;
    const form = new URLSearchParams({ secret: this.#secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await fetch(this.#verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      throw new Error('Captcha verification unreachable', { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Captcha verification answered ${response.status}`);
    }
    let answer: SiteverifyAnswer;
    try {
      answer = (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      throw new Error('Captcha verification sent unreadable JSON', { cause: error });
    }
    if (answer.success === true) return true;
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
    const fault = codes.find((code) => typeof code === 'string' && serviceFaults.has(code));
    if (fault) throw new Error(`Captcha verification refused the request: ${String(fault)}`);
    return false;
  }
}
