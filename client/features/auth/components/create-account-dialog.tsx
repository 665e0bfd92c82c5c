import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { openModal, useModalStore } from '../../../lib/modal-store.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { useAccountCreated } from './sign-up-panel.tsx';

type CreateAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email?: string;
  token?: string;
  returnTo?: string | null;
};

/**
 * The CREATE_ACCOUNT modal (spec §2). An account starts from a login link, which proves the
 * e-mail; without one the modal sends the person to the e-mail sign-in first.
 */
export function CreateAccountDialog({ open, onOpenChange, email, token, returnTo = null }: CreateAccountDialogProps) {
  const { t } = useTranslation('auth');
  const onCreated = useAccountCreated(returnTo);
  const close = () => useModalStore.getState().close();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('createAccount.title')} description={t('createAccount.lead')} size="lg">
      {token ? (
        <div className="pb-2">
          <CreateAccountForm
            source={{ kind: 'link', token }}
            prefill={{ email }}
            emailLocked
            onCreated={(user) => {
              close();
              onCreated(user);
            }}
            onLinkExpired={() => openModal('LOGIN', { tab: 'email' })}
            onSignInInstead={() => openModal('LOGIN', { tab: 'phone' })}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink-muted">{t('createAccount.startWithEmail')}</p>
          <Button onClick={() => openModal('LOGIN', { tab: 'email' })}>{t('createAccount.continueWithEmail')}</Button>
        </div>
      )}
    </Dialog>
  );
}
