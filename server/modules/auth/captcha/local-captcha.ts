import type { CaptchaVerifier } from './captcha-verifier.ts';

/**
 * The captcha outside production. Api-contract: "Outside production the default captcha adapter
 * accepts any non-empty captchaToken", so development and tests need no third-party widget.
 * Configuration refuses this adapter in production.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
  /** Accepts any token with at least one non-blank character. */
  async verify(token: string, _remoteIp: string): Promise<boolean> {
    return token.trim().length > 0;
  }
}
