import { useTranslation } from 'react-i18next';
import { LoginDialog } from '../../features/auth/components/login-dialog.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { ComingSoonModal } from './coming-soon-modal.tsx';
import { ErrorModal } from './error-modal.tsx';

/** Renders whichever app-wide modal is open (spec §2 modal registry); one at a time. */
export function ModalHost() {
  const { t } = useTranslation('auth');
  const current = useModalStore((state) => state.current);
  const close = useModalStore((state) => state.close);
  if (!current) return null;

  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  switch (current.key) {
    case 'LOGIN':
      return <LoginDialog open onOpenChange={onOpenChange} />;
    case 'CREATE_ACCOUNT':
      return <ComingSoonModal open onOpenChange={onOpenChange} title={t('modal.createAccount.title')} text={t('modal.createAccount.text')} />;
    case 'ADD_BUSINESS':
      return <ComingSoonModal open onOpenChange={onOpenChange} title={t('modal.addBusiness.title')} text={t('modal.addBusiness.text')} />;
    case 'RATING':
      return <ComingSoonModal open onOpenChange={onOpenChange} title={t('modal.rating.title')} text={t('modal.rating.text')} />;
    case 'ERROR':
      return <ErrorModal open onOpenChange={onOpenChange} messageKey={current.props.messageKey} message={current.props.message} />;
  }
}
