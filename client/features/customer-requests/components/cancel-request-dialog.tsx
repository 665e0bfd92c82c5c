import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCancelRequest } from '../api/customer-requests.ts';

/**
 * "Trekk forespørselen" with a confirmation: the providers are told and open offers close. For a
 * replacement request it says that the booking it was for is cancelled too, with the money back.
 */
export function CancelRequestDialog({ requestId, replacement = false }: { requestId: string; replacement?: boolean }) {
  const { t } = useTranslation('customerRequests');
  const errorText = useErrorText();
  const cancel = useCancelRequest(requestId);
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      size="sm"
      trigger={<Button variant="secondary">{t('cancel.open')}</Button>}
      title={t('cancel.title')}
      description={replacement ? t('cancel.replacementText') : t('cancel.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={cancel.isPending}
            loadingText={t('cancel.sending')}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  showToast({ title: t('cancel.done'), tone: 'success' });
                },
              })
            }
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      {cancel.error ? <Notice tone="danger" role="alert" title={errorText(cancel.error)} /> : null}
    </Dialog>
  );
}
