import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEstimateRequest } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSendEstimateEmail } from '../api/estimate-api.ts';

/** "Send the estimate by e-mail": the figures and a link back, in the page's language. */
export function EstimateEmailForm({ request }: { request: CleaningEstimateRequest }) {
  const { t } = useTranslation('cleaning');
  const language = useLanguage();
  const errorText = useErrorText();
  const send = useSendEstimateEmail();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setProblem(errorText({ key: parsed.error.issues[0]?.message ?? 'error.email.invalid' }));
      return;
    }
    setProblem(undefined);
    send.mutate(
      { email: parsed.data, estimate: request, language },
      {
        onSuccess: () => setSentTo(parsed.data),
        onError: (error) => {
          const fields = fieldErrorsFromApi(error);
          setProblem(errorText(fields?.email ?? error));
        },
      },
    );
  };

  return (
    <section aria-labelledby="estimate-email-heading" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="estimate-email-heading" className="text-xl font-semibold text-ink">
        {t('email.heading')}
      </h2>
      <p className="text-ink-soft">{t('email.text')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          className="flex-1"
          label={t('email.label')}
          type="email"
          autoComplete="email"
          value={email}
          error={problem}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={send.isPending} className="sm:mt-7">
          {t('email.submit')}
        </Button>
      </form>
      {sentTo ? <Notice tone="info" role="status" title={t('email.sent', { email: sentTo })} /> : null}
    </section>
  );
}
