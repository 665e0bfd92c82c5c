import type { AppConfig } from '#server/config/config.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';
import { LocalCaptchaVerifier } from './local-captcha.ts';
import { TurnstileCaptchaVerifier } from './turnstile-captcha.ts';

/**
 * The captcha the configuration names: Cloudflare Turnstile (`CAPTCHA_PROVIDER=turnstile`,
 * required in production) or the local adapter that accepts any non-empty token.
 */
export function createCaptchaVerifier(config: Pick<AppConfig, 'captcha'>): CaptchaVerifier {
  const { captcha } = config;
  return captcha.provider === 'turnstile'
    ? new TurnstileCaptchaVerifier({ secretKey: captcha.secretKey, verifyUrl: captcha.verifyUrl })
    : new LocalCaptchaVerifier();
}
