import { CalendarCheck, KeyRound, MessageSquareText, Repeat } from 'lucide-react';
import { Link } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { AccountSection } from '../../features/account/components/account-section.tsx';
import { BlockedNotice } from '../../features/account/components/blocked-notice.tsx';
import { BusinessSection } from '../../features/account/components/business-section.tsx';
import { CouponsSection } from '../../features/account/components/coupons-section.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { PaymentsSection, PublicProfileSection } from '../../features/account/components/info-sections.tsx';
import { NotificationSettingsSection } from '../../features/account/components/notification-settings-section.tsx';
import { PersonalInfoSection } from '../../features/account/components/personal-info-section.tsx';
import { PrivacySection } from '../../features/account/components/privacy-section.tsx';
import { useAuthConfig } from '../../features/auth/api/get-auth-config.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { SecuritySettings } from '../../features/auth/components/security-settings.tsx';
import { formatLongDate } from '../../lib/format/date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { appConfig } from '../../lib/config.ts';

const sections = ['personal', 'business', 'privacy', 'security', 'notifications', 'payments', 'coupons', 'public-profile', 'delete'] as const;

/**
 * The account area (spec §2), protected. `/konto` is its address; `/account` shows the same page
 * because blocked people may stay there (spec §2 routing rules).
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { t: tRequests } = useTranslation('customerRequests');
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  const { config } = useAuthConfig();
  if (!user) return <PageSpinner />;
  const supportEmail = config?.supportEmail ?? appConfig.supportEmail;

  return (
    <PageContainer className="flex flex-col gap-8 py-8 sm:py-12">
      <PageTitle title={t('title')} />
      <link rel="canonical" href={new URL(paths.accountSettings, window.location.origin).toString()} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('greeting', { name: user.firstName })}</h1>
        <p className="text-lg text-ink-muted">{t('lead')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to={paths.accountBookings} className={buttonClasses('secondary')}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('bookingsLink')}
          </Link>
          <Link to={paths.accountRequests} className={buttonClasses('secondary')}>
            <MessageSquareText aria-hidden="true" className="size-5" />
            {tRequests('account.link')}
          </Link>
          <Link to={paths.accountSubscriptions} className={buttonClasses('secondary')}>
            <Repeat aria-hidden="true" className="size-5" />
            {t('subscriptionsLink')}
          </Link>
        </div>
      </div>
      {user.isBlocked ? <BlockedNotice message={user.blockedMessage} supportEmail={supportEmail} /> : null}
      {user.delete ? (
        <Notice tone="warning" title={t('delete.requested', { date: formatLongDate(user.delete.erasesAt, language) })}>
          {t('delete.requestedText', { date: formatLongDate(user.delete.requestedAt, language) })}
        </Notice>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('nav.label')} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <ul className="flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="flex min-h-touch items-center rounded-md px-3 text-base font-medium text-ink-soft hover:bg-sunken hover:text-ink"
                >
                  {t(`nav.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <PersonalInfoSection user={user} />
          <BusinessSection user={user} />
          <PrivacySection user={user} />
          <AccountSection
            id="security"
            title={t('security.title')}
            description={t('security.text')}
            icon={<KeyRound aria-hidden="true" />}
          >
            <SecuritySettings user={user} />
          </AccountSection>
          <NotificationSettingsSection user={user} />
          <PaymentsSection />
          <CouponsSection />
          <PublicProfileSection />
          <DeleteAccountSection user={user} />
        </div>
      </div>
    </PageContainer>
  );
}
