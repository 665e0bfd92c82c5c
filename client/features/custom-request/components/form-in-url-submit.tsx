import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { decodeFormParam } from '../lib/form-in-url.ts';
import { clearRequestDraft } from '../lib/request-draft.ts';

/**
 * `?form=<base64 JSON>` (spec §4): a request made elsewhere (a landing page, an e-mail) and sent
 * here once the person is signed in. Without `serviceId` a custom request, with it a service
 * request at its start time. Sent: the draft resets and the person sees the confirmation. A form
 * that cannot be read goes to the front page.
 */
export function FormInUrlSubmit({ param, signedIn, onLogin }: { param: string; signedIn: boolean; onLogin: () => void }) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [form] = useState(() => decodeFormParam(param));
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!form) console.error('Failed to parse form from query');
  }, [form]);

  useEffect(() => {
    if (!form || started.current) return;
    if (!signedIn) {
      onLogin();
      return;
    }
    started.current = true;
    const sent = form.kind === 'customRequest' ? api.post('customRequests', form.dto) : api.post('custom-request/service', form.form);
    sent.then(
      () => {
        clearRequestDraft();
        void navigate(paths.customRequestSent, { replace: true });
      },
      (error: unknown) => setProblem(errorText(error)),
    );
  }, [form, signedIn, onLogin, navigate, errorText]);

  if (!form) return <Navigate to={paths.home} replace />;
  if (problem) return <Notice tone="danger" role="alert" title={t('formInUrl.failed')}>{problem}</Notice>;
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-lg text-ink-muted">
      <Spinner className="size-6" />
      {signedIn ? t('formInUrl.sending') : t('formInUrl.signIn')}
    </p>
  );
}
