import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';

type ErrorModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An i18n key, usually `ApiError.key`; unknown keys fall back to `message`, then a generic text. */
  messageKey?: string;
  message?: string;
};

export function ErrorModal({ open, onOpenChange, messageKey, message }: ErrorModalProps) {
  const { t, i18n } = useTranslation(['auth', 'common', 'errors']);
  // Keys from the server are only known at run time, so they bypass the typed key check.
  const translate = i18n.t as unknown as (key: string) => string;
  const text = messageKey && i18n.exists(messageKey) ? translate(messageKey) : (message ?? t('errors:error.generic.unexpected'));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.error.title')}
      description={text}
      size="sm"
      footer={
        <DialogClose>
          <Button>{t('common:action.close')}</Button>
        </DialogClose>
      }
    />
  );
}
