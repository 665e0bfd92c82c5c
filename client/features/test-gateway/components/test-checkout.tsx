import { useState, type ReactNode } from 'react';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAuthenticate, useCancelCheckout, usePayWithCard, useTestSession, type TestGatewaySession } from '../api/test-gateway-api.ts';
import { leaveCheckout } from '../lib/leave-checkout.ts';
import { CardForm } from './card-form.tsx';

/** Statuses after which the session takes no more attempts. */
const closedStatuses: readonly string[] = ['succeeded', 'canceled'];

/**
 * The local test gateway's checkout: stands where a card provider's page would be, with its own
 * plain look and a banner that no real money is taken. It ends by sending the customer back.
 */
export function TestCheckoutView({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('booking');
  const session = useTestSession(sessionId);
  return (
    <div className="flex flex-1 flex-col bg-sunken">
      <PageTitle title={t('testCheckout.title')} />
      <div role="note" className="flex items-center justify-center gap-2 bg-warning-50 px-4 py-3 text-center font-semibold text-warning-700" data-testid="test-banner">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {t('testCheckout.banner')}
      </div>
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
        <div className="flex items-center gap-2 text-ink">
          <ShieldCheck aria-hidden="true" className="size-7 text-primary-700" />
          <h1 className="text-2xl font-bold tracking-tight">{t('testCheckout.title')}</h1>
        </div>
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6">
          {session.isPending ? (
            <div role="status" aria-label={t('testCheckout.loading')} className="flex flex-col gap-4">
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-48 w-full rounded-lg" />
            </div>
          ) : session.isError ? (
            <Notice tone="danger" role="alert" title={t('testCheckout.notFoundTitle')}>
              {t('testCheckout.notFoundText')}
            </Notice>
          ) : (
            <Checkout session={session.data} />
          )}
        </div>
      </div>
    </div>
  );
}

function Checkout({ session }: { session: TestGatewaySession }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const errorText = useErrorText();
  const [authenticating, setAuthenticating] = useState(session.status === 'requires_action');
  const [leaving, setLeaving] = useState(false);
  const pay = usePayWithCard(session.id);
  const authenticate = useAuthenticate(session.id);
  const cancel = useCancelCheckout(session.id);
  const amount = formatMoney(session.amountOre, language);
  const setup = session.kind === 'setup';

  const goBack = (url: string | undefined) => {
    if (!url) return;
    setLeaving(true);
    leaveCheckout(url);
  };

  const summary: ReactNode = (
    <dl className="flex flex-col gap-1">
      <dt className="sr-only">{t('testCheckout.description')}</dt>
      <dd className="text-ink-soft">{session.description}</dd>
      {setup ? (
        <dd className="text-sm text-ink-muted">{t('testCheckout.setupText')}</dd>
      ) : (
        <>
          <dt className="sr-only">{t('testCheckout.amount')}</dt>
          <dd className="text-3xl font-bold text-ink tabular-nums" data-testid="checkout-amount">
            {amount}
          </dd>
        </>
      )}
    </dl>
  );

  if (closedStatuses.includes(session.status)) {
    return (
      <>
        {summary}
        <Notice title={t('testCheckout.closedTitle')}>{t('testCheckout.closedText')}</Notice>
        <Button variant="secondary" onClick={() => goBack(session.returnUrl)} loading={leaving}>
          {t('testCheckout.back')}
        </Button>
      </>
    );
  }

  if (authenticating) {
    return (
      <>
        {summary}
        <section aria-labelledby="authenticate-title" className="flex flex-col gap-4">
          <h2 id="authenticate-title" className="text-xl font-semibold text-ink">
            {t('testCheckout.auth.title')}
          </h2>
          <p className="text-ink-soft">{t(setup ? 'testCheckout.auth.textSetup' : 'testCheckout.auth.text', { amount })}</p>
          {authenticate.error ? (
            <Notice tone="danger" role="alert">
              {errorText(authenticate.error)}
            </Notice>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={authenticate.isPending || leaving}
              onClick={() => authenticate.mutate(false, { onSuccess: (answer) => goBack(answer.redirectUrl) })}
            >
              {t('testCheckout.auth.reject')}
            </Button>
            <Button
              loading={(authenticate.isPending && authenticate.variables) || leaving}
              disabled={authenticate.isPending}
              onClick={() => authenticate.mutate(true, { onSuccess: (answer) => goBack(answer.redirectUrl) })}
            >
              {t('testCheckout.auth.approve')}
            </Button>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      {summary}
      <CardForm
        payLabel={setup ? t('testCheckout.saveButton') : t('testCheckout.pay', { amount })}
        canSaveCard={session.canSaveCard && !setup}
        busy={pay.isPending || leaving}
        cancelling={cancel.isPending}
        error={pay.error ?? cancel.error ?? (pay.data?.outcome === 'failed' && !pay.data.redirectUrl ? new Error('declined') : null)}
        onPay={(card) =>
          pay.mutate(card, {
            onSuccess: (answer) => {
              if (answer.outcome === 'requires_action') setAuthenticating(true);
              else goBack(answer.redirectUrl);
            },
          })
        }
        onCancel={() => cancel.mutate(undefined, { onSuccess: (answer) => goBack(answer.redirectUrl) })}
      />
    </>
  );
}
