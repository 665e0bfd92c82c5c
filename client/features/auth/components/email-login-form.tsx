import { useEffect, useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loginLinkTtlMinutes, ottGenerateBodySchema, safeReturnPath } from '#shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const requestLink = useRequestLoginLink();
  const sentHeading = useRef<HTMLParagraphElement>(null);
  // The address field shows every problem, the form's included; "check your inbox" shows it as a line.
  const { values, set, problemText, setProblem, submitting, submit, onSubmit } = useSchemaForm({
    schema: ottGenerateBodySchema,
    initialValues: { email: '' },
    toInput: ({ email }) => ({ email, returnTo: safeReturnPath(returnTo) ?? undefined }),
    onValid: async (data) => {
      await requestLink.mutateAsync(data);
      setSentTo(data.email);
    },
  });

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

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
        {problemText ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {problemText}
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
            loading={submitting}
            onClick={() => {
              setResent(false);
              // The address on screen is the one in the field, so sending the form again resends it.
              void submit().then(setResent);
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-base text-ink-muted">{t('login.email.intro', { minutes: loginLinkTtlMinutes })}</p>
      <Input
        label={t('login.email.emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={problemText}
      />
      <Button type="submit" loading={submitting}>
        {t('login.email.send')}
      </Button>
    </form>
  );
}
