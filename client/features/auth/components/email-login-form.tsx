import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loginLinkTtlMinutes, ottGenerateBodySchema, safeReturnPath } from '#shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldError } from '../../../lib/form-errors.ts';
import { useRequestLoginLink } from '../api/login-link.ts';

type EmailLoginFormProps = {
  /** The page to continue on after the link is opened. */
  returnTo?: string | null;
};

/**
 * Sign-in (and sign-up) with a link by e-mail (spec §4): the address, then "check your inbox".
 * The answer is the same whether or not the address has an account.
 */
export function EmailLoginForm({ returnTo }: EmailLoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldError | unknown | null>(null);
  const [resent, setResent] = useState(false);
  const requestLink = useRequestLoginLink();
  const sentHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const send = async (address: string): Promise<string | null> => {
    const parsed = ottGenerateBodySchema.safeParse({ email: address, returnTo: safeReturnPath(returnTo) ?? undefined });
    if (!parsed.success) {
      setProblem(fieldErrorsFromZod(parsed.error).email ?? null);
      return null;
    }
    try {
      await requestLink.mutateAsync(parsed.data);
      return parsed.data.email;
    } catch (error) {
      setProblem(fieldErrorsFromApi(error)?.email ?? error);
      return null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const address = await send(email);
    if (address) setSentTo(address);
  };

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-4 rounded-xl bg-primary-50 p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-primary-700">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <p ref={sentHeading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
              {t('login.email.sentTitle')}
            </p>
            <p className="text-base text-ink-soft">
              {t('login.email.sentText', { email: sentTo, minutes: loginLinkTtlMinutes })}
            </p>
          </div>
        </div>
        <p className="text-sm text-ink-muted">{t('login.email.spamHint')}</p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {errorText(problem)}
          </p>
        ) : null}
        {resent ? (
          <p role="status" className="text-sm font-medium text-success-700">
            {t('login.email.resent')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            loading={requestLink.isPending}
            onClick={() => {
              setProblem(null);
              setResent(false);
              void send(sentTo).then((address) => setResent(Boolean(address)));
            }}
          >
            {t('login.email.resend')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setSentTo(null);
              setResent(false);
              setProblem(null);
            }}
          >
            {t('login.email.otherAddress')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <p className="text-base text-ink-muted">{t('login.email.intro', { minutes: loginLinkTtlMinutes })}</p>
      <Input
        label={t('login.email.emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem ? errorText(problem) : undefined}
      />
      <Button type="submit" loading={requestLink.isPending}>
        {t('login.email.send')}
      </Button>
    </form>
  );
}
