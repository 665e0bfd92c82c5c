import { useEffect, useState } from 'react';
import { CalendarPlus, Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';
import { webcalUrl } from '../lib/webcal-url.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Confirming = 'replace' | 'revoke' | null;
type CopyState = 'idle' | 'copied' | 'failed';

/** The panel's place on the page, so a link further up can lead to it. */
export const calendarFeedAnchor = 'calendar-feed';
const headingId = `${calendarFeedAnchor}-title`;

/**
 * The provider's bookings as a subscription in their own calendar app. The server keeps only a hash
 * of the secret link, so the link is shown once, right after it is made.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  const makeLink = (replacing: boolean) => {
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setCopy('idle');
        showToast({ title: replacing ? t('feed.toastReplaced') : t('feed.toastCreated'), tone: 'success' });
      },
      onSettled: () => setConfirming(null),
    });
  };
  const turnOff = () => {
    create.reset();
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        showToast({ title: t('feed.toastRevoked'), tone: 'success' });
      },
      onSettled: () => setConfirming(null),
    });
  };
  const copyLink = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const error = create.error ?? revoke.error;
  const active = feed.data?.active ?? false;

  return (
    <section id={calendarFeedAnchor} aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <CalendarPlus aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
        <div className="flex flex-col gap-2">
          <h2 id={headingId} tabIndex={-1} className="scroll-mt-6 text-lg font-semibold text-ink sm:text-xl">
            {t('feed.title')}
          </h2>
          <p className="text-base text-ink-soft">{t('feed.lead')}</p>
          <p className="text-sm font-medium text-ink-soft">{t('feed.private')}</p>
        </div>
      </div>

      {feed.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('state.loading')}
        </p>
      ) : feed.isError ? (
        <Notice tone="danger" role="alert" title={errorText(feed.error)} />
      ) : (
        <>
          {url ? (
            <div className="flex flex-col gap-3 rounded-lg border border-primary-200 bg-primary-50 p-4">
              <p className="text-sm font-medium text-primary-900">{t('feed.showOnce')}</p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <Input
                  label={t('feed.urlLabel')}
                  value={url}
                  readOnly
                  className="min-w-0 flex-1"
                  inputClassName="font-mono text-sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="secondary" onClick={() => void copyLink()}>
                  {copy === 'copied' ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
                  {t('feed.copy')}
                </Button>
              </div>
              <p aria-live="polite" className="min-h-5 text-sm font-medium text-success-700">
                {copy === 'copied' ? t('feed.copied') : null}
                {copy === 'failed' ? <span className="text-danger-700">{t('feed.copyFailed')}</span> : null}
              </p>
              <a href={webcalUrl(url)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto sm:self-start')}>
                <CalendarPlus aria-hidden="true" className="size-5" />
                {t('feed.openInApp')}
              </a>
            </div>
          ) : null}

          {active && feed.data?.createdAt ? (
            <p className="text-base text-ink">
              {t('feed.activeSince', { date: formatLongDate(feed.data.createdAt, language) })}
              {url ? null : <span className="block text-sm text-ink-muted">{t('feed.hidden')}</span>}
            </p>
          ) : null}

          <div className="flex flex-col gap-3 sm:flex-row">
            {active ? (
              <>
                <Button variant="secondary" onClick={() => setConfirming('replace')}>
                  {t('feed.replace')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming('revoke')}>
                  {t('feed.revoke')}
                </Button>
              </>
            ) : (
              <Button loading={create.isPending} onClick={() => makeLink(false)}>
                {t('feed.create')}
              </Button>
            )}
          </div>
        </>
      )}

      <div aria-live="polite">{error ? <Notice tone="danger" role="alert" title={errorText(error)} /> : null}</div>

      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title={t('feed.replaceTitle')}
        description={t('feed.replaceText')}
        confirmLabel={t('feed.replaceConfirm')}
        pending={create.isPending}
        onConfirm={() => makeLink(true)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => setConfirming(open ? 'revoke' : null)}
        title={t('feed.revokeTitle')}
        description={t('feed.revokeText')}
        confirmLabel={t('feed.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={turnOff}
        danger
      />
    </section>
  );
}
