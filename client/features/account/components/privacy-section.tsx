import { Cookie, Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Consents, User } from '#shared/accounts/user.schema.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { personalDataExportUrl } from '../api/export-data.ts';
import { useUpdateConsents } from '../api/update-consents.ts';
import { AccountSection } from './account-section.tsx';

/** Privacy choices (`PUT /api/user/consents`), how cookie consent decides analytics (spec §9), and downloading one's data. */
export function PrivacySection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateConsents();

  const change = (consent: keyof Consents, value: boolean) => {
    update.mutate(
      { consentAnalytics: user.consentAnalytics, consentCrashlytics: user.consentCrashlytics, [consent]: value },
      {
        onSuccess: () => showToast({ title: t('privacy.saved'), tone: 'success' }),
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );
  };

  return (
    <AccountSection id="privacy" title={t('privacy.title')} description={t('privacy.text')} icon={<ShieldCheck aria-hidden="true" />}>
      <div className="flex flex-col divide-y divide-border">
        <Switch
          label={t('privacy.analytics')}
          description={t('privacy.analyticsText')}
          checked={user.consentAnalytics}
          disabled={update.isPending}
          onCheckedChange={(value) => change('consentAnalytics', value)}
        />
        <Switch
          label={t('privacy.crashlytics')}
          description={t('privacy.crashlyticsText')}
          checked={user.consentCrashlytics}
          disabled={update.isPending}
          onCheckedChange={(value) => change('consentCrashlytics', value)}
          className="pt-4"
        />
      </div>
      <div className="flex gap-3 rounded-lg bg-sunken p-4">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-ink">{t('privacy.cookiesTitle')}</h3>
          <p className="text-sm text-ink-soft">{t('privacy.cookiesText')}</p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-3 border-t border-border pt-5">
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-ink">{t('privacy.exportTitle')}</h3>
          <p className="text-sm text-ink-soft">{t('privacy.exportText')}</p>
        </div>
        <a href={personalDataExportUrl} download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          {t('privacy.export')}
        </a>
      </div>
    </AccountSection>
  );
}
