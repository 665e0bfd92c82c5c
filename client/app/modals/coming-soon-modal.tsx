import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';

type ComingSoonModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which form it holds the place of. */
  form: keyof typeof formTexts;
};

// Named here, not by the caller: the texts then come with the modal's code, not with the first view.
const formTexts = {
  rating: { title: 'modal.rating.title', text: 'modal.rating.text' },
} as const;

/** Holds the place of a modal whose form is not available yet, and says so. */
export function ComingSoonModal({ open, onOpenChange, form }: ComingSoonModalProps) {
  const { t } = useTranslation();
  const { t: formText } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={formText(formTexts[form].title)}
      description={formText(formTexts[form].text)}
      size="sm"
      footer={
        <DialogClose>
          <Button variant="secondary">{t('action.close')}</Button>
        </DialogClose>
      }
    />
  );
}
