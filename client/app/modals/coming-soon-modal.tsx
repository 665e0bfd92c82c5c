import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';

type ComingSoonModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
};

/** Holds the place of a modal whose form is not available yet, and says so. */
export function ComingSoonModal({ open, onOpenChange, title, text }: ComingSoonModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      size="sm"
      footer={
        <DialogClose>
          <Button variant="secondary">{t('action.close')}</Button>
        </DialogClose>
      }
    />
  );
}
