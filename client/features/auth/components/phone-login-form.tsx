import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { loginCodeResendSeconds, otpNewBodySchema, otpVerifyBodySchema } from '#shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldError } from '../../../lib/form-errors.ts';
import type { CaptchaConfig } from '../api/get-auth-config.ts';
import { useRequestLoginCode, useVerifyLoginCode } from '../api/login-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { TurnstileWidget } from './turnstile-widget.tsx';

type PhoneLoginFormProps = {
  captcha: CaptchaConfig;
  onSignedIn: (user: User) => void;
  /** Offered when the number has no account: sign-up starts with an e-mail link. */
  onUseEmail: () => void;
};

/** What went wrong: a field error from a schema, or the error a call threw. */
type Problem = FieldError | unknown;

/**
 * Sign-in with a code by SMS (spec §4): the mobile number, then the 6-digit code. A new code
 * can be asked for once the visible countdown has run out.
 */
export function PhoneLoginForm({ captcha, onSignedIn, onUseEmail }: PhoneLoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ username: string; nonce: string } | null>(null);
  const [code, setCode] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<Problem | null>(null);
  const [codeProblem, setCodeProblem] = useState<Problem | null>(null);
  const [resent, setResent] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(captcha.provider === 'local' ? 'local' : null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const countdown = useCountdown(loginCodeResendSeconds);
  const requestCode = useRequestLoginCode();
  const verifyCode = useVerifyLoginCode();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  /** A captcha token is good for one request; the widget is remounted for the next one. */
  const spendCaptcha = () => {
    if (captcha.provider === 'local') return;
    setCaptchaToken(null);
    setCaptchaRound((round) => round + 1);
  };

  const sendCode = async (number: string, report: (problem: Problem) => void): Promise<boolean> => {
    const parsed = otpNewBodySchema.safeParse({ username: number, captchaToken: captchaToken ?? '' });
    if (!parsed.success) {
      const errors = fieldErrorsFromZod(parsed.error);
      report(errors.username ?? errors.captchaToken ?? null);
      return false;
    }
    try {
      const { nonce } = await requestCode.mutateAsync(parsed.data);
      setSent({ username: parsed.data.username, nonce });
      countdown.restart();
      return true;
    } catch (error) {
      report(fieldErrorsFromApi(error)?.username ?? error);
      return false;
    } finally {
      spendCaptcha();
    }
  };

  const onSubmitPhone = async (event: FormEvent) => {
    event.preventDefault();
    setPhoneProblem(null);
    if (await sendCode(phone, setPhoneProblem)) {
      setCode('');
      setCodeProblem(null);
      setResent(false);
      setStep('code');
    }
  };

  const onResend = async () => {
    if (!sent) return;
    setCodeProblem(null);
    setResent(false);
    if (await sendCode(sent.username, setCodeProblem)) {
      setCode('');
      setResent(true);
      codeInput.current?.focus();
    }
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    setCodeProblem(null);
    setResent(false);
    const parsed = otpVerifyBodySchema.safeParse({ username: sent.username, code, nonce: sent.nonce });
    if (!parsed.success) {
      setCodeProblem(fieldErrorsFromZod(parsed.error).code ?? null);
      codeInput.current?.focus();
      return;
    }
    try {
      onSignedIn(await verifyCode.mutateAsync(parsed.data));
    } catch (error) {
      setCodeProblem(fieldErrorsFromApi(error)?.code ?? error);
      codeInput.current?.focus();
    }
  };

  const captchaWidget =
    captcha.provider === 'turnstile' ? (
      <TurnstileWidget key={captchaRound} siteKey={captcha.siteKey} onToken={setCaptchaToken} />
    ) : null;

  if (step === 'phone') {
    return (
      <form noValidate onSubmit={(event) => void onSubmitPhone(event)} className="flex flex-col gap-4">
        <p className="text-base text-ink-muted">{t('login.phone.intro')}</p>
        <Input
          label={t('login.phone.phoneLabel')}
          hint={t('login.phone.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phoneProblem ? errorText(phoneProblem) : undefined}
        />
        {isApiError(phoneProblem, 404) ? (
          <Notice title={t('login.phone.noAccountTitle')}>
            <p>{t('login.phone.noAccountText')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={onUseEmail}>
              {t('login.phone.useEmail')}
            </Button>
          </Notice>
        ) : null}
        {captchaWidget}
        <Button
          type="submit"
          loading={requestCode.isPending}
          loadingText={t('login.phone.sending')}
          disabled={captcha.provider === 'turnstile' && !captchaToken}
        >
          {t('login.phone.send')}
        </Button>
      </form>
    );
  }

  const displayPhone = sent ? formatPhone(sent.username, { countryCode: true }) : '';
  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={(event) => void onSubmitCode(event)} className="flex flex-col gap-4">
        <p className="text-base text-ink-muted">{t('login.phone.codeSentTo', { phone: displayPhone })}</p>
        <Input
          ref={codeInput}
          label={t('login.phone.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={codeProblem ? errorText(codeProblem) : undefined}
          inputClassName="text-xl tracking-[0.4em] font-semibold"
        />
        {resent ? (
          <p role="status" className="text-sm font-medium text-success-700">
            {t('login.phone.newCodeSent')}
          </p>
        ) : null}
        <Button type="submit" loading={verifyCode.isPending} loadingText={t('login.phone.confirming')}>
          {t('login.phone.confirm')}
        </Button>
      </form>
      {captchaWidget}
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onResend()}
            disabled={countdown.remaining > 0 || (captcha.provider === 'turnstile' && !captchaToken)}
            loading={requestCode.isPending}
          >
            {t('login.phone.resend')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStep('phone');
              setPhoneProblem(null);
            }}
          >
            {t('login.phone.changeNumber')}
          </Button>
        </div>
        {countdown.remaining > 0 ? (
          <p className="text-sm text-ink-muted">{t('login.phone.resendIn', { count: countdown.remaining })}</p>
        ) : null}
      </div>
    </div>
  );
}
