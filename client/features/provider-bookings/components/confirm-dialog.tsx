import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  danger?: boolean;
};

/** Asks once more before a step that cannot be undone. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pending, onConfirm, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation('agentBookings');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('feed.cancel')}</Button>
          </DialogClose>
          <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
