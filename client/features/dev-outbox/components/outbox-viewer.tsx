import { useState, type FormEvent } from 'react';
import { Inbox, Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOutbox, type OutboxMessage } from '../api/get-outbox.ts';

/**
 * Development tool: shows the SMS and e-mails the app would have sent to one recipient, so
 * login codes and links can be used without a real phone or mailbox.
 */
export function OutboxViewer({ initialTo = '', onSearch }: { initialTo?: string; onSearch?: (to: string) => void }) {
  const { t } = useTranslation('dev');
  const [draft, setDraft] = useState(initialTo);
  const [to, setTo] = useState(initialTo.trim());
  const outbox = useOutbox(to);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = draft.trim();
    setTo(value);
    onSearch?.(value);
  }

  return (
    <div className="flex flex-col gap-6">
      <Notice tone="warning" title={t('outbox.devOnlyTitle')}>
        {t('outbox.devOnlyText')}
      </Notice>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          className="flex-1"
          label={t('outbox.toLabel')}
          hint={t('outbox.toHint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          required
        />
        <Button type="submit" className="sm:mb-7">
          {t('outbox.show')}
        </Button>
      </form>
      <OutboxResult to={to} outbox={outbox} />
    </div>
  );
}

function OutboxResult({ to, outbox }: { to: string; outbox: ReturnType<typeof useOutbox> }) {
  const { t } = useTranslation(['dev', 'common']);
  if (!to) return null;
  if (outbox.isPending) {
    return (
      <div role="status" aria-label={t('common:state.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (outbox.isError) {
    const unavailable = isApiError(outbox.error, 404);
    return (
      <Notice tone="danger" role="alert" title={unavailable ? t('outbox.unavailableTitle') : t('outbox.errorTitle')}>
        {unavailable ? t('outbox.unavailableText') : t('outbox.errorText')}
      </Notice>
    );
  }
  if (outbox.data.length === 0) {
    return <EmptyState icon={<Inbox aria-hidden="true" />} title={t('outbox.emptyTitle')} description={t('outbox.emptyText', { to })} />;
  }
  return (
    <section aria-label={t('outbox.listLabel', { to })} className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('outbox.count', { count: outbox.data.length })}</p>
      <ol className="flex flex-col gap-3">
        {outbox.data.map((message, index) => (
          <li key={`${message.createdAt.getTime()}-${index}`}>
            <OutboxEntry message={message} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('dev');
  const language = useLanguage();
  const isEmail = message.channel === 'email';
  const Icon = isEmail ? Mail : MessageSquare;
  const heading = message.subject ?? (isEmail ? t('outbox.noSubject') : t('outbox.sms'));

  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="inline-flex items-center gap-2 text-lg font-semibold text-ink">
          <Icon aria-hidden="true" className="size-5 text-primary-700" />
          {heading}
        </h2>
        <p className="text-sm text-ink-muted">
          {t(isEmail ? 'outbox.email' : 'outbox.sms')} · {message.to} ·{' '}
          <time dateTime={message.createdAt.toISOString()}>
            {formatDate(message.createdAt, language)} {formatTime(message.createdAt, language)}
          </time>
        </p>
      </div>
      {isEmail && message.html ? (
        <iframe
          title={t('outbox.htmlTitle', { subject: heading })}
          sandbox=""
          srcDoc={message.html}
          className="h-96 w-full rounded-md border border-border bg-white"
        />
      ) : (
        <pre className="rounded-md bg-sunken p-3 text-sm break-words whitespace-pre-wrap text-ink">{message.text}</pre>
      )}
      {isEmail && message.html ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary-700">{t('outbox.showText')}</summary>
          <pre className="mt-2 rounded-md bg-sunken p-3 break-words whitespace-pre-wrap text-ink">{message.text}</pre>
        </details>
      ) : null}
    </Card>
  );
}
