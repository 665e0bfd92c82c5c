import { BadgeCheck, CalendarClock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

const benefits = [
  { key: 'customers', icon: BadgeCheck },
  { key: 'calendar', icon: CalendarClock },
  { key: 'payout', icon: Wallet },
] as const;

const stages = ['category', 'role', 'details', 'payout'] as const;

/** What it means to become a provider, the four stages, and the way in (spec §2). */
export function RegistrationIntro({
  signedIn,
  resumePath,
  rejectionReason,
  startPath,
  onLogin,
}: {
  signedIn: boolean;
  /** Set when a draft exists: where the person left off. */
  resumePath: string | null;
  /** Set when an earlier registration was not approved: undefined otherwise, null without a reason. */
  rejectionReason?: string | null | undefined;
  startPath: string;
  onLogin: () => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <div className="flex flex-col gap-10">
      <div className="flex max-w-2xl flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('intro.title')}</h1>
        <p className="text-lg text-ink-muted">{t('intro.lead')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-3">
              <Icon aria-hidden="true" className="size-6 text-primary-700" />
              <h2 className="text-lg font-semibold text-ink">{t(`intro.benefits.${key}.title`)}</h2>
              <p className="text-base text-ink-muted">{t(`intro.benefits.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="stages-title" className="flex max-w-2xl flex-col gap-4">
        <h2 id="stages-title" className="text-2xl font-semibold text-ink">
          {t('intro.stagesTitle')}
        </h2>
        <ol className="flex flex-col gap-3">
          {stages.map((stage, index) => (
            <li key={stage} className="flex items-start gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div className="flex flex-col">
                <span className="font-semibold text-ink">{t(`intro.stages.${stage}.title`)}</span>
                <span className="text-base text-ink-muted">{t(`intro.stages.${stage}.text`)}</span>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-base text-ink-muted">{t('intro.review')}</p>
      </section>
      <div className="flex max-w-2xl flex-col gap-4">
        {!signedIn ? (
          <div>
            <Button size="lg" onClick={onLogin}>
              {t('intro.loginToStart')}
            </Button>
          </div>
        ) : resumePath && rejectionReason !== undefined ? (
          <Notice
            tone="danger"
            title={t('rejectedNotice')}
            action={
              <Link to={resumePath} className={buttonClasses('primary', 'lg')}>
                {t('correct')}
              </Link>
            }
          >
            {rejectionReason ? <p>{t('rejectedReason', { reason: rejectionReason })}</p> : null}
          </Notice>
        ) : resumePath ? (
          <Notice
            title={t('draftNotice')}
            action={
              <Link to={resumePath} className={buttonClasses('primary', 'lg')}>
                {t('continue')}
              </Link>
            }
          />
        ) : (
          <div>
            <Link to={startPath} className={buttonClasses('primary', 'lg')}>
              {t('start')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
