import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths, providerPath } from '#shared/routing/paths.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

/** Where the registration stands (spec §1: manual review) and what the provider can do now. */
export function StatusBanner({ provider }: { provider: ProviderMe }) {
  const { t } = useTranslation('agent');
  switch (provider.status) {
    case 'draft':
      return (
        <Notice
          tone="warning"
          role="status"
          title={t('status.draft.title')}
          action={
            <Link to={paths.providerRegistration} className={buttonClasses('primary', 'sm')}>
              {t('status.draft.action')}
            </Link>
          }
        >
          {t('status.draft.text')}
        </Notice>
      );
    case 'pending':
      return (
        <Notice tone="info" role="status" title={t('status.pending.title')}>
          {t('status.pending.text')}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice
          tone="danger"
          role="status"
          title={t('status.rejected.title')}
          action={
            <Link to={paths.providerRegistration} className={buttonClasses('secondary', 'sm')}>
              {t('status.rejected.action')}
            </Link>
          }
        >
          {provider.rejectionReason ? <p>{t('status.rejected.reason', { reason: provider.rejectionReason })}</p> : null}
          <p>{t('status.rejected.text')}</p>
        </Notice>
      );
    case 'approved':
      return (
        <Notice
          tone="info"
          role="status"
          title={t('status.approved.title')}
          action={
            <Link to={providerPath(provider.profile.slug)} className={buttonClasses('secondary', 'sm')}>
              {t('status.approved.action')}
            </Link>
          }
        >
          {t('status.approved.text')}
        </Notice>
      );
  }
}
