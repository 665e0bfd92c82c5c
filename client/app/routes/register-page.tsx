import { BadgeCheck, CalendarClock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { useGuardUserContext } from '../shell/guard-user-context.ts';

const benefits = [
  { key: 'customers', icon: BadgeCheck },
  { key: 'calendar', icon: CalendarClock },
  { key: 'payout', icon: Wallet },
] as const;

const stages = ['category', 'role', 'details', 'payout'] as const;

/** /register: what it means to become a provider, and the four registration stages (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation('pages');
  const user = useGuardUserContext();
  const signedIn = user.status === 'signed-in';

  return (
    <PageContainer className="flex flex-col gap-10 py-10 sm:py-16">
      <PageTitle title={t('register.title')} />
      <div className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('register.title')}</h1>
        <p className="text-lg text-ink-muted">{t('register.lead')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-3">
              <Icon aria-hidden="true" className="size-6 text-primary-700" />
              <h2 className="text-lg font-semibold text-ink">{t(`register.benefits.${key}.title`)}</h2>
              <p className="text-base text-ink-muted">{t(`register.benefits.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="stages-title" className="flex max-w-2xl flex-col gap-4">
        <h2 id="stages-title" className="text-2xl font-semibold text-ink">
          {t('register.stagesTitle')}
        </h2>
        <ol className="flex flex-col gap-3">
          {stages.map((stage, index) => (
            <li key={stage} className="flex items-start gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div className="flex flex-col">
                <span className="font-semibold text-ink">{t(`register.stages.${stage}.title`)}</span>
                <span className="text-base text-ink-muted">{t(`register.stages.${stage}.text`)}</span>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-base text-ink-muted">{t('register.review')}</p>
      </section>
      <div className="flex max-w-2xl flex-col gap-4">
        {signedIn ? (
          <Notice title={t('register.soonTitle')}>{t('register.soonText')}</Notice>
        ) : (
          <div>
            <Button size="lg" onClick={() => openModal('LOGIN')}>
              {t('register.loginToStart')}
            </Button>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
