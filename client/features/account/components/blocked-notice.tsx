import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

/** Spec §2: the blocked-account notice with a way to contact support. */
export function BlockedNotice({ message, supportEmail }: { message: string | null; supportEmail: string }) {
  const { t } = useTranslation('account');
  return (
    <Notice
      tone="danger"
      title={t('blocked.title')}
      action={
        <a href={`mailto:${supportEmail}`} className={buttonClasses('secondary', 'sm')}>
          <Mail aria-hidden="true" className="size-4" />
          {t('blocked.contact')}
        </a>
      }
    >
      {message ? <p className="font-medium">{message}</p> : null}
      <p>{t('blocked.text', { email: supportEmail })}</p>
    </Notice>
  );
}
