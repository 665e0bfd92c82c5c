import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { appConfig } from '../../../lib/config.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatBankAccount, formatOrgNumber, maskNationalId } from '../../../lib/format/legal-numbers.ts';
import { DashboardSection } from './dashboard-section.tsx';

function Details({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <div key={index} className="flex flex-col gap-0.5">
          <dt className="text-sm text-ink-muted">{item.label}</dt>
          <dd className="text-base font-medium break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusTones = { draft: 'neutral', pending: 'warning', approved: 'primary', rejected: 'neutral' } as const;

/** /agent/konto: the legal and payout details as registered, read only (spec §2). */
export function AccountOverview({ provider }: { provider: ProviderMe }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { legalInfo } = provider;
  const orgType = legalInfo.orgType ?? provider.orgType;
  const none = t('account.none');
  const isCompany = orgType === 'company' || orgType === 'agent';
  const name = [legalInfo.firstName, legalInfo.lastName].filter(Boolean).join(' ');
  const address = legalInfo.invoiceAddress;

  return (
    <div className="flex flex-col gap-6">
      <DashboardSection title={t('account.review.title')}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-base text-ink-soft">{t('account.review.status')}</span>
          <Badge tone={statusTones[provider.status]}>{t(`account.statuses.${provider.status}`)}</Badge>
        </div>
        {provider.status === 'rejected' && provider.rejectionReason ? (
          <p className="text-base text-ink">{t('status.rejected.reason', { reason: provider.rejectionReason })}</p>
        ) : null}
        <p className="text-base text-ink">
          {t('account.fee', { percent: formatNumber(provider.serviceFeePercent, language) })}
        </p>
      </DashboardSection>

      <DashboardSection title={t('account.legal.title')} description={t('account.legal.text')}>
        <Details
          items={[
            { label: t('account.legal.orgType'), value: orgType ? t(`orgType.${orgType}`) : none },
            ...(isCompany
              ? [
                  { label: t('account.legal.companyName'), value: legalInfo.companyName ?? none },
                  { label: t('account.legal.orgNumber'), value: legalInfo.orgNumber ? formatOrgNumber(legalInfo.orgNumber) : none },
                ]
              : []),
            { label: t('account.legal.name'), value: name || none },
            ...(orgType === 'individual'
              ? [{ label: t('account.legal.nationalId'), value: legalInfo.nationalId ? maskNationalId(legalInfo.nationalId) : none }]
              : []),
            { label: t('account.legal.email'), value: legalInfo.email ?? none },
          ]}
        />
      </DashboardSection>

      <DashboardSection title={t('account.payout.title')}>
        <Details
          items={[
            { label: t('account.payout.bankAccount'), value: legalInfo.bankAccountNumber ? formatBankAccount(legalInfo.bankAccountNumber) : none },
            {
              label: t('account.payout.invoiceAddress'),
              value: address ? (
                <>
                  {address.street}
                  <br />
                  {[address.postalCode, address.postalPlace].filter(Boolean).join(' ')}
                </>
              ) : (
                none
              ),
            },
          ]}
        />
        <p className="text-sm text-ink-muted">{t('account.payout.support', { email: appConfig.supportEmail })}</p>
      </DashboardSection>

      <DashboardSection title={t('account.customer.title')} description={t('account.customer.text')}>
        <div>
          <Link to={paths.account} className={buttonClasses('secondary', 'sm')}>
            {t('account.customer.link')}
          </Link>
        </div>
      </DashboardSection>
    </div>
  );
}
